/**
 * Demo people for the seed: online students with their top-ups, offline
 * (in-class) students. The admins' notifications are made from what these people did
 * (lib/seed/seed-demo.ts). Phones are '+998' + 9 digits,
 * all distinct and different from the admin's +998900000000.
 */

import type { RegistrationMeta } from "../../lib/geo/registration-meta";

export interface DemoStudent {
  fullName: string;
  phone: string;
  /** Current balance in whole so'm (after the approved top-ups and course purchases). */
  balance: number;
  meta: RegistrationMeta;
}

export const WEEK_DAYS = ["Du", "Se", "Ch", "Pa", "Ju", "Sh", "Ya"] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

export interface DemoScore {
  daysAgo: number;
  /** 0–10. */
  score: number;
  note?: string;
}

export interface DemoOfflineStudent {
  fullName: string;
  phone: string;
  /** Days since the student started coming to class. */
  arrivalDaysAgo: number;
  /** Step of the programme the student has reached. */
  step: number;
  attendanceDays: WeekDay[];
  /** Three warning slots filled in order; '' means no warning. */
  warnings: [string, string, string];
  scoresLastDays: DemoScore[];
}

export type DemoPaymentStatus = "pending" | "approved" | "rejected";

/**
 * A demo top-up. It has no description: the history names a top-up by its kind in the reader's
 * language (issue 44 item 9), where a stored text would read Uzbek to a Russian reader.
 */
export interface DemoPayment {
  /** Phone of one of DEMO_STUDENTS. */
  studentPhone: string;
  /** Whole so'm. */
  amount: number;
  status: DemoPaymentStatus;
  daysAgo: number;
  transactionId?: string;
}

export const DEMO_STUDENTS: readonly DemoStudent[] = [
  {
    fullName: "Azizbek Tursunov",
    phone: "+998901234567",
    balance: 100_000,
    meta: { region: "Toshkent", district: "Chirchiq shahri", school: "12-maktab", grade: "9-sinf" },
  },
  {
    fullName: "Madina Yusupova",
    phone: "+998911112233",
    balance: 400_000,
    meta: { region: "Samarqand", district: "Urgut tumani", school: "45-maktab", grade: "10-sinf" },
  },
  {
    fullName: "Javohir Rahimov",
    phone: "+998935550011",
    balance: 50_000,
    meta: { region: "Farg'ona", district: "Qo'qon shahri", school: "7-maktab", grade: "8-sinf" },
  },
  {
    fullName: "Sevinch Karimova",
    phone: "+998947773344",
    balance: 100_000,
    meta: { region: "Andijon", district: "Asaka tumani", school: "21-maktab", grade: "11-sinf" },
  },
  {
    fullName: "Behruz Olimov",
    phone: "+998990102030",
    balance: 0,
    meta: { region: "Xorazm", district: "Xiva shahri", school: "3-maktab", grade: "7-sinf" },
  },
];

export const DEMO_OFFLINE_STUDENTS: readonly DemoOfflineStudent[] = [
  {
    fullName: "Ulug'bek Qodirov",
    phone: "+998977001122",
    arrivalDaysAgo: 120,
    step: 96, // behind, past 80
    attendanceDays: ["Du", "Ch", "Ju"],
    warnings: ["", "", ""],
    scoresLastDays: [
      { daysAgo: 1, score: 8 },
      { daysAgo: 3, score: 7, note: "Express marshrutlarini mustaqil yozdi" },
      { daysAgo: 5, score: 9 },
    ],
  },
  {
    fullName: "Nilufar Saidova",
    phone: "+998903456789",
    arrivalDaysAgo: 3,
    step: 5, // ahead
    attendanceDays: ["Se", "Pa", "Sh"],
    warnings: ["", "", ""],
    scoresLastDays: [
      { daysAgo: 1, score: 10, note: "Birinchi sahifasini darsda tugatdi" },
      { daysAgo: 2, score: 9 },
    ],
  },
  {
    fullName: "Temurbek Hamidov",
    phone: "+998914445566",
    arrivalDaysAgo: 60,
    step: 60, // exactly on schedule
    attendanceDays: ["Du", "Se", "Ch", "Pa", "Ju"],
    warnings: ["", "", ""],
    scoresLastDays: [
      { daysAgo: 1, score: 7 },
      { daysAgo: 2, score: 8 },
      { daysAgo: 3, score: 6, note: "DOM mavzusini takrorlashi kerak" },
    ],
  },
  {
    fullName: "Dilshod Mirzayev",
    phone: "+998932223344",
    arrivalDaysAgo: 45,
    step: 38, // behind
    attendanceDays: ["Du", "Ch", "Ju"],
    warnings: ["Ikki dars sababsiz qoldirildi", "", ""],
    scoresLastDays: [
      { daysAgo: 2, score: 5, note: "Uy vazifasi chala" },
      { daysAgo: 4, score: 6 },
      { daysAgo: 7, score: 4 },
    ],
  },
  {
    fullName: "Zarina Abdullayeva",
    phone: "+998946667788",
    arrivalDaysAgo: 88,
    step: 104, // ahead, past 80
    attendanceDays: ["Se", "Pa", "Sh", "Ya"],
    warnings: ["", "", ""],
    scoresLastDays: [
      { daysAgo: 1, score: 10 },
      { daysAgo: 2, score: 9, note: "MongoDB loyihasini muddatidan oldin topshirdi" },
      { daysAgo: 4, score: 10 },
    ],
  },
  {
    fullName: "Sherzod Nazarov",
    phone: "+998975554433",
    arrivalDaysAgo: 14,
    step: 19, // ahead
    attendanceDays: ["Du", "Se", "Ch"],
    warnings: ["", "", ""],
    scoresLastDays: [
      { daysAgo: 1, score: 8 },
      { daysAgo: 3, score: 9 },
    ],
  },
  {
    fullName: "Mohinur Ergasheva",
    phone: "+998998887766",
    arrivalDaysAgo: 75,
    step: 61, // behind
    attendanceDays: ["Ch", "Ju", "Sh"],
    warnings: ["Uy vazifalari uch marta topshirilmadi", "Darsga muntazam kechikib keladi", ""],
    scoresLastDays: [
      { daysAgo: 1, score: 4, note: "Ota-onasi bilan suhbat rejalashtirildi" },
      { daysAgo: 3, score: 5 },
      { daysAgo: 6, score: 3 },
    ],
  },
  {
    fullName: "Asadbek Xudoyberdiyev",
    phone: "+998931239876",
    arrivalDaysAgo: 30,
    step: 27, // behind, 35 or less
    attendanceDays: ["Se", "Pa", "Sh"],
    warnings: ["", "", ""],
    scoresLastDays: [
      { daysAgo: 2, score: 7 },
      { daysAgo: 4, score: 6, note: "Flexbox bo'yicha qo'shimcha mashq berildi" },
    ],
  },
];

export const DEMO_PAYMENT_PLAN: readonly DemoPayment[] = [
  {
    studentPhone: "+998901234567",
    amount: 400_000,
    status: "approved",
    daysAgo: 21,
    transactionId: "PAYME-7A41C20933",
  },
  {
    studentPhone: "+998901234567",
    amount: 100_000,
    status: "pending",
    daysAgo: 0,
    transactionId: "CLICK-2204815573",
  },
  {
    studentPhone: "+998911112233",
    amount: 500_000,
    status: "approved",
    daysAgo: 35,
    transactionId: "CLICK-2198034410",
  },
  {
    studentPhone: "+998911112233",
    amount: 300_000,
    status: "approved",
    daysAgo: 9,
  },
  {
    studentPhone: "+998935550011",
    amount: 450_000,
    status: "rejected",
    daysAgo: 6,
    transactionId: "UZCARD-55102938",
  },
  {
    studentPhone: "+998935550011",
    amount: 50_000,
    status: "approved",
    daysAgo: 4,
    transactionId: "PAYME-7A52F81104",
  },
  {
    studentPhone: "+998947773344",
    amount: 450_000,
    status: "approved",
    daysAgo: 15,
    transactionId: "HUMO-90817263",
  },
  {
    studentPhone: "+998990102030",
    amount: 300_000,
    status: "pending",
    daysAgo: 0,
  },
];

/** A demo parent (issue 38) and the demo students linked to them by phone. */
export interface DemoParent {
  fullName: string;
  phone: string;
  childPhones: readonly string[];
}

export const DEMO_PARENTS: readonly DemoParent[] = [
  // Ulug'bek (offline: attendance, scores, certificates) and Azizbek (online: courses, payments).
  { fullName: "Malika Qodirova", phone: "+998955550077", childPhones: ["+998977001122", "+998901234567"] },
];

/** The demo's teachers (issue 38), each keeping one group; README's table names them. */
export const DEMO_TEACHER_PASSWORD = "teacher123";

export interface DemoGroup {
  name: string;
  kind: "offline" | "online";
  weekdays: readonly WeekDay[];
  startedDaysAgo: number;
  teacher: { fullName: string; phone: string };
  /** Phones of DEMO_OFFLINE_STUDENTS (offline group) or DEMO_STUDENTS (online group). */
  studentPhones: readonly string[];
  /** The online group follows the first course. */
  firstCourse: boolean;
}

export const DEMO_GROUPS: readonly DemoGroup[] = [
  {
    name: "Frontend — ertalabki guruh",
    kind: "offline",
    weekdays: ["Du", "Ch", "Ju"],
    startedDaysAgo: 150,
    teacher: { fullName: "Dilnoza Rahimova", phone: "+998971000001" },
    studentPhones: ["+998977001122", "+998903456789", "+998914445566", "+998932223344"],
    firstCourse: false,
  },
  {
    name: "Online — HTML boshlang'ich",
    kind: "online",
    weekdays: ["Se", "Pa", "Sh"],
    startedDaysAgo: 40,
    teacher: { fullName: "Jasur Karimov", phone: "+998971000002" },
    studentPhones: ["+998901234567", "+998911112233", "+998935550011"],
    firstCourse: true,
  },
];
