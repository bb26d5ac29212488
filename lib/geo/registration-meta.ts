import { z } from "zod";

import { GRADES, SCHOOLS, districtsOf, isValidDistrict, regionNames } from "@/lib/geo/regions";

/** Message keys (api.validation.*) of `registrationMeta`, one per field. */
export const REGISTRATION_META_MESSAGES = {
  region: "api.validation.region",
  district: "api.validation.district",
  school: "api.validation.school",
  grade: "api.validation.grade",
} as const;

const M = REGISTRATION_META_MESSAGES;

/** A string that must be one of `options`; missing, empty or unknown values get `message`. */
function choice(options: readonly string[], message: string) {
  return z.string({ error: message }).refine((value) => options.includes(value), { message });
}

/**
 * Where a student studies: region, district (must belong to the region),
 * school and grade, as picked from the lists in `@/lib/geo/regions`.
 */
export const registrationMeta = z
  .object({
    region: choice(regionNames, M.region),
    district: z.string({ error: M.district }).min(1, { message: M.district }),
    school: choice(SCHOOLS, M.school),
    grade: choice(GRADES, M.grade),
  })
  .superRefine(
    (meta, ctx) => {
      // A missing region is reported on `region`; a missing district on `district` already.
      if (districtsOf(meta.region).length === 0 || meta.district === "") return;
      if (!isValidDistrict(meta.region, meta.district)) {
        ctx.addIssue({ code: "custom", path: ["district"], message: M.district });
      }
    },
    {
      // Also check the district when other fields (e.g. school) failed, so a form shows every error at once.
      when: ({ value }) => {
        if (typeof value !== "object" || value === null) return false;
        const { region, district } = value as Record<string, unknown>;
        return typeof region === "string" && typeof district === "string";
      },
    },
  );

export type RegistrationMeta = z.infer<typeof registrationMeta>;
