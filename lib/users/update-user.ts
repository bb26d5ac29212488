import "server-only";
import { z } from "zod";
import { AppError } from "@/lib/api/errors";
import { normalizePhone } from "@/lib/auth/phone";
import type { Caller } from "@/lib/auth/session";
import { db, type Tx } from "@/lib/db/client";
import type { Role } from "@/lib/db/generated/enums";
import { parseDayMonthUz } from "@/lib/format/parse-day-month";
import { toDateColumn } from "@/lib/offline/db-date";
import { adminUserSelect, toAdminUserView, type AdminUserView } from "@/lib/offline/shapes";
import { writeDailyScore } from "@/lib/offline/set-daily-score";
import { writeCertificateChain } from "@/lib/offline/set-step";
import { checkedWarnings } from "@/lib/offline/update-warnings";
import { DAY_LABELS } from "@/lib/offline/week";
import { disconnectUserSockets } from "@/lib/realtime/publish";

const NAME_AND_PHONE_REQUIRED = "api.validation.nameAndPhoneRequired";
const MAX_BALANCE = 1_000_000_000;

const wholeNumber = (message: string) => z.number({ error: message }).int(message);

/**
 * PUT /api/admin/users/{id} takes every form of the spec (admin §7) in one object: {warnings},
 * {certificates}, the user edit {fullName, phone, role, balance?, step?}, the settings profile
 * {fullName, phone} and the offline edit (+ totalScore, arrivalDate, attendanceDays,
 * weekScores). Fields not sent are left as they are; unknown fields are ignored.
 */
export const updateUserBody = z
  .object({
    warnings: z.array(z.string({ error: "api.validation.warnings" }), { error: "api.validation.warnings" }).max(3, "api.validation.warnings").optional(),
    certificates: z
      // Names or booleans; validateCertificatesUpdate checks the entries.
      .array(z.unknown(), { error: "api.validation.certificates" })
      .max(7, "api.validation.certificates")
      .optional(),
    fullName: z.string({ error: NAME_AND_PHONE_REQUIRED }).trim().max(100, "api.validation.nameTooLong").optional(),
    phone: z
      .string({ error: NAME_AND_PHONE_REQUIRED })
      .transform((value, ctx) => {
        if (value.trim() === "") return "";
        const phone = normalizePhone(value);
        if (!phone) {
          ctx.addIssue({ code: "custom", message: "api.validation.phoneIncomplete" });
          return z.NEVER;
        }
        return phone;
      })
      .optional(),
    role: z.enum(["student", "student_offline", "admin"], { error: "api.validation.role" }).optional(),
    balance: wholeNumber("api.validation.balanceInteger")
      .min(0, "api.validation.balanceNegative")
      .max(MAX_BALANCE, "api.validation.balanceTooLarge")
      .optional(),
    step: wholeNumber("api.validation.stepInteger").min(1, "api.validation.stepMin").max(100_000, "api.validation.stepTooLarge").optional(),
    totalScore: wholeNumber("api.validation.totalScoreInteger")
      .min(0, "api.validation.totalScoreNegative")
      .max(10_000_000, "api.validation.totalScoreTooLarge")
      .optional(),
    // Free text in any accepted date format (spec §5 Dates); empty clears it.
    arrivalDate: z
      .union([z.string().max(40, "api.validation.arrivalDate"), z.null()], { error: "api.validation.arrivalDate" })
      .transform((value, ctx) => {
        if (value === null || value.trim() === "") return null;
        const date = toDateColumn(value);
        if (!date) {
          ctx.addIssue({ code: "custom", message: "api.validation.arrivalDate" });
          return z.NEVER;
        }
        return date;
      })
      .optional(),
    attendanceDays: z.array(z.enum(DAY_LABELS, { error: "api.validation.attendanceDays" }), { error: "api.validation.attendanceDays" }).max(7).optional(),
    weekScores: z
      .array(
        z.object({
          // Absent means today in Tashkent.
          date: z
            .string({ error: "api.validation.scoreDate" })
            .max(40, "api.validation.scoreDate")
            .transform((value, ctx) => {
              // An ISO date, or the spec's own 'D-monthname' form ('22-noyabr', admin-side §3).
              const date = toDateColumn(value) ?? parseDayMonthUz(value);
              if (!date) {
                ctx.addIssue({ code: "custom", message: "api.validation.scoreDate" });
                return z.NEVER;
              }
              return date;
            })
            .optional(),
          score: wholeNumber("api.validation.scoreInteger").min(0, "api.validation.scoreNegative").max(100_000, "api.validation.scoreTooLarge"),
          note: z.string({ error: "api.validation.noteText" }).trim().max(500, "api.validation.noteTooLong").optional(),
        }),
        { error: "api.validation.dailyScores" },
      )
      .max(31, "api.validation.dailyScoresTooMany")
      .optional(),
  })
  .superRefine((body, ctx) => {
    const profileFields = [body.fullName, body.phone, body.role, body.balance, body.step, body.totalScore, body.arrivalDate, body.attendanceDays, body.weekScores];
    const editsProfile = profileFields.some((value) => value !== undefined);
    if (!editsProfile && body.warnings === undefined && body.certificates === undefined) {
      ctx.addIssue({ code: "custom", message: "api.validation.nothingToChange" });
      return;
    }
    // Admin §5: name and phone are required by every form that edits the profile.
    if (editsProfile && (!body.fullName || !body.phone)) {
      ctx.addIssue({ code: "custom", message: NAME_AND_PHONE_REQUIRED, path: ["fullName"] });
      return;
    }
    // Admin §5: the offline edit also requires balance and step.
    const isOfflineEdit = [body.totalScore, body.arrivalDate, body.attendanceDays, body.weekScores].some((value) => value !== undefined);
    if (isOfflineEdit && (body.balance === undefined || body.step === undefined)) {
      ctx.addIssue({ code: "custom", message: "api.validation.balanceAndStepRequired", path: ["balance"] });
    }
  });

export type UpdateUserInput = z.output<typeof updateUserBody>;

export type UpdateUserResult = { message: string; user: AdminUserView };

type LockedUser = { id: string; role: Role; balance: number; warnings: string[]; totalScore: number };

/** Locks the user's row for the rest of the transaction; concurrent edits of one user queue up. */
export async function lockUser(tx: Tx, userId: string): Promise<LockedUser> {
  const rows = await tx.$queryRaw<LockedUser[]>`
    SELECT id, role::text AS role, balance, warnings, "totalScore" FROM "User" WHERE id = ${userId} FOR UPDATE`;
  const user = rows[0];
  if (!user) throw new AppError("user_not_found");
  return user;
}

/**
 * Refuses to leave the academy without an admin. The admins' rows are locked first, so two
 * admins demoting or deleting each other at the same moment cannot both pass the count.
 */
export async function assertAnotherAdminRemains(tx: Tx, userId: string): Promise<void> {
  const admins = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM "User" WHERE role = 'admin' ORDER BY id FOR UPDATE`;
  if (!admins.some((admin) => admin.id !== userId)) throw new AppError("last_admin");
}

function successMessage(caller: Caller, userId: string, input: UpdateUserInput): string {
  const offline = [input.totalScore, input.arrivalDate, input.attendanceDays, input.weekScores, input.warnings, input.certificates].some(
    (value) => value !== undefined,
  );
  if (offline) return "api.success.studentUpdated";
  const onlyNameAndPhone = [input.role, input.balance, input.step].every((value) => value === undefined);
  if (caller.id === userId && onlyNameAndPhone) return "api.success.profileUpdated";
  return "api.success.userUpdated";
}

/**
 * The admin's edit of a user, all in one transaction on the locked row: the role (never the
 * last admin's), the name and phone (unique), the balance (money: conditional update plus a
 * ledger row for the difference, the admin as actor), the offline fields and today's score,
 * warnings and certificates in their order, and the certificates the saved step unlocks.
 */
export async function updateUser({
  caller,
  userId,
  input,
  now = new Date(),
}: {
  caller: Caller;
  userId: string;
  input: UpdateUserInput;
  now?: Date;
}): Promise<UpdateUserResult> {
  if (caller.role !== "admin") throw new AppError("admin_only");
  const previousRole = await db()
    .$transaction(async (tx) => {
      // Admin rows are locked before the user's row, always in that order, so two admins
      // demoting each other queue up instead of deadlocking.
      if (input.role !== undefined && input.role !== "admin") await assertAnotherAdminRemains(tx, userId);
      const user = await lockUser(tx, userId);

      if (input.phone) {
        const holder = await tx.user.findFirst({ where: { phone: input.phone, id: { not: userId } }, select: { id: true } });
        if (holder) throw new AppError("phone_taken");
      }

      if (input.balance !== undefined && input.balance !== user.balance) {
        const difference = input.balance - user.balance;
        const changed = await tx.$executeRaw`
          UPDATE "User" SET balance = ${input.balance} WHERE id = ${userId} AND balance = ${user.balance}`;
        if (changed !== 1) throw new AppError("conflict");
        await tx.ledgerEntry.create({ data: { userId, amount: difference, reason: "admin_adjustment", actorId: caller.id } });
      }

      if (input.weekScores?.length) {
        for (const entry of input.weekScores) {
          const date = entry.date ?? toDateColumn(now);
          if (!date) throw new AppError("invalid_input", "api.validation.scoreDate");
          // The same write as the daily register: the total moves by the change, in SQL.
          await writeDailyScore(tx, { userId, date, score: entry.score, note: entry.note ?? "" });
        }
      }
      const warnings = input.warnings !== undefined ? checkedWarnings(user.warnings, input.warnings) : undefined;

      await tx.user.update({
        where: { id: userId },
        data: {
          ...(input.fullName ? { fullName: input.fullName } : {}),
          ...(input.phone ? { phone: input.phone } : {}),
          ...(input.role !== undefined ? { role: input.role } : {}),
          ...(input.step !== undefined ? { step: input.step } : {}),
          // A total sent with the score already counts it (the modal shows existing sum + score).
          ...(input.totalScore !== undefined ? { totalScore: input.totalScore } : {}),
          ...(input.arrivalDate !== undefined ? { arrivalDate: input.arrivalDate } : {}),
          ...(input.attendanceDays !== undefined ? { attendanceDays: DAY_LABELS.filter((day) => input.attendanceDays?.includes(day)) } : {}),
          ...(warnings !== undefined ? { warnings } : {}),
        },
      });

      await writeCertificateChain(tx, {
        userId,
        ...(input.certificates !== undefined ? { certificates: input.certificates } : {}),
        ...(input.step !== undefined ? { step: input.step } : {}),
        now,
      });
      return user.role;
    })
    .catch((error: unknown) => {
      if ((error as { code?: string }).code === "P2002") throw new AppError("phone_taken");
      throw error;
    });
  // A changed role ends the user's open sockets on every instance: a demoted admin's page
  // must stop receiving notifications at once (it reconnects only if still an admin).
  if (input.role !== undefined && input.role !== previousRole) disconnectUserSockets(userId);

  const row = await db().user.findUniqueOrThrow({ where: { id: userId }, select: adminUserSelect });
  return { message: successMessage(caller, userId, input), user: toAdminUserView(row, now) };
}
