/**
 * Regions (viloyatlar) of Uzbekistan offered at registration, each with its
 * district-level units: district-level cities ("… shahri", listed first) and
 * districts ("… tumani", alphabetical). Uzbek Latin spelling with the
 * straight apostrophe (') for o‘/g‘ and the tutuq belgisi.
 *
 * Scope and choices:
 * - The 12 viloyatlar named by the spec. Qoraqalpog'iston Respublikasi is not
 *   part of the spec's list and is therefore not included.
 * - "Toshkent" is Toshkent viloyati. The list has no separate entry for the
 *   city of Tashkent (a separate administrative unit in reality), so
 *   "Toshkent shahri" is offered as a district-level entry of Toshkent so that
 *   students from the capital can register.
 * - Inner-city districts (Tashkent city's tumanlar, Namangan city's
 *   Davlatobod and Yangi Namangan tumanlari) are not listed separately: they
 *   belong to their city's entry.
 * - Renamed units use their current names: Bo'ston tumani (formerly Bo'z),
 *   Sharof Rashidov tumani (formerly Jizzax tumani). G'ozg'on shahri is under
 *   regional subordination of Navoiy viloyati.
 */

export interface Region {
  readonly name: string;
  readonly districts: readonly string[];
}

export const REGIONS = [
  {
    name: "Andijon",
    districts: [
      "Andijon shahri",
      "Xonobod shahri",
      "Andijon tumani",
      "Asaka tumani",
      "Baliqchi tumani",
      "Bo'ston tumani",
      "Buloqboshi tumani",
      "Izboskan tumani",
      "Jalaquduq tumani",
      "Marhamat tumani",
      "Oltinko'l tumani",
      "Paxtaobod tumani",
      "Qo'rg'ontepa tumani",
      "Shahrixon tumani",
      "Ulug'nor tumani",
      "Xo'jaobod tumani",
    ],
  },
  {
    name: "Buxoro",
    districts: [
      "Buxoro shahri",
      "Kogon shahri",
      "Buxoro tumani",
      "G'ijduvon tumani",
      "Jondor tumani",
      "Kogon tumani",
      "Olot tumani",
      "Peshku tumani",
      "Qorako'l tumani",
      "Qorovulbozor tumani",
      "Romitan tumani",
      "Shofirkon tumani",
      "Vobkent tumani",
    ],
  },
  {
    name: "Farg'ona",
    districts: [
      "Farg'ona shahri",
      "Marg'ilon shahri",
      "Qo'qon shahri",
      "Quvasoy shahri",
      "Bag'dod tumani",
      "Beshariq tumani",
      "Buvayda tumani",
      "Dang'ara tumani",
      "Farg'ona tumani",
      "Furqat tumani",
      "Oltiariq tumani",
      "O'zbekiston tumani",
      "Qo'shtepa tumani",
      "Quva tumani",
      "Rishton tumani",
      "So'x tumani",
      "Toshloq tumani",
      "Uchko'prik tumani",
      "Yozyovon tumani",
    ],
  },
  {
    name: "Jizzax",
    districts: [
      "Jizzax shahri",
      "Arnasoy tumani",
      "Baxmal tumani",
      "Do'stlik tumani",
      "Forish tumani",
      "G'allaorol tumani",
      "Mirzacho'l tumani",
      "Paxtakor tumani",
      "Sharof Rashidov tumani",
      "Yangiobod tumani",
      "Zafarobod tumani",
      "Zarbdor tumani",
      "Zomin tumani",
    ],
  },
  {
    name: "Namangan",
    districts: [
      "Namangan shahri",
      "Chortoq tumani",
      "Chust tumani",
      "Kosonsoy tumani",
      "Mingbuloq tumani",
      "Namangan tumani",
      "Norin tumani",
      "Pop tumani",
      "To'raqo'rg'on tumani",
      "Uchqo'rg'on tumani",
      "Uychi tumani",
      "Yangiqo'rg'on tumani",
    ],
  },
  {
    name: "Navoiy",
    districts: [
      "Navoiy shahri",
      "G'ozg'on shahri",
      "Zarafshon shahri",
      "Karmana tumani",
      "Konimex tumani",
      "Navbahor tumani",
      "Nurota tumani",
      "Qiziltepa tumani",
      "Tomdi tumani",
      "Uchquduq tumani",
      "Xatirchi tumani",
    ],
  },
  {
    name: "Qashqadaryo",
    districts: [
      "Qarshi shahri",
      "Shahrisabz shahri",
      "Chiroqchi tumani",
      "Dehqonobod tumani",
      "G'uzor tumani",
      "Kasbi tumani",
      "Kitob tumani",
      "Koson tumani",
      "Ko'kdala tumani",
      "Mirishkor tumani",
      "Muborak tumani",
      "Nishon tumani",
      "Qamashi tumani",
      "Qarshi tumani",
      "Shahrisabz tumani",
      "Yakkabog' tumani",
    ],
  },
  {
    name: "Samarqand",
    districts: [
      "Samarqand shahri",
      "Kattaqo'rg'on shahri",
      "Bulung'ur tumani",
      "Ishtixon tumani",
      "Jomboy tumani",
      "Kattaqo'rg'on tumani",
      "Narpay tumani",
      "Nurobod tumani",
      "Oqdaryo tumani",
      "Pastdarg'om tumani",
      "Paxtachi tumani",
      "Payariq tumani",
      "Qo'shrabot tumani",
      "Samarqand tumani",
      "Toyloq tumani",
      "Urgut tumani",
    ],
  },
  {
    name: "Surxondaryo",
    districts: [
      "Termiz shahri",
      "Angor tumani",
      "Bandixon tumani",
      "Boysun tumani",
      "Denov tumani",
      "Jarqo'rg'on tumani",
      "Muzrabot tumani",
      "Oltinsoy tumani",
      "Qiziriq tumani",
      "Qumqo'rg'on tumani",
      "Sariosiyo tumani",
      "Sherobod tumani",
      "Sho'rchi tumani",
      "Termiz tumani",
      "Uzun tumani",
    ],
  },
  {
    name: "Sirdaryo",
    districts: [
      "Guliston shahri",
      "Shirin shahri",
      "Yangiyer shahri",
      "Boyovut tumani",
      "Guliston tumani",
      "Mirzaobod tumani",
      "Oqoltin tumani",
      "Sardoba tumani",
      "Sayxunobod tumani",
      "Sirdaryo tumani",
      "Xovos tumani",
    ],
  },
  {
    name: "Toshkent",
    districts: [
      // The capital, offered here on purpose: see the note at the top of the file.
      "Toshkent shahri",
      "Nurafshon shahri",
      "Angren shahri",
      "Bekobod shahri",
      "Chirchiq shahri",
      "Ohangaron shahri",
      "Olmaliq shahri",
      "Yangiyo'l shahri",
      "Bekobod tumani",
      "Bo'ka tumani",
      "Bo'stonliq tumani",
      "Chinoz tumani",
      "Ohangaron tumani",
      "Oqqo'rg'on tumani",
      "O'rtachirchiq tumani",
      "Parkent tumani",
      "Piskent tumani",
      "Qibray tumani",
      "Quyichirchiq tumani",
      "Toshkent tumani",
      "Yangiyo'l tumani",
      "Yuqorichirchiq tumani",
      "Zangiota tumani",
    ],
  },
  {
    name: "Xorazm",
    districts: [
      "Urganch shahri",
      "Xiva shahri",
      "Bog'ot tumani",
      "Gurlan tumani",
      "Hazorasp tumani",
      "Qo'shko'pir tumani",
      "Shovot tumani",
      "Tuproqqal'a tumani",
      "Urganch tumani",
      "Xiva tumani",
      "Xonqa tumani",
      "Yangiariq tumani",
      "Yangibozor tumani",
    ],
  },
] as const satisfies readonly Region[];

export type RegionName = (typeof REGIONS)[number]["name"];

export const regionNames: readonly RegionName[] = REGIONS.map((region) => region.name);

/** Districts and district-level cities of `region`; empty for an unknown region. */
export function districtsOf(region: string): readonly string[] {
  return REGIONS.find((r) => r.name === region)?.districts ?? [];
}

/** True when `district` is one of the entries of `region` (exact match). */
export function isValidDistrict(region: string, district: string): boolean {
  return districtsOf(region).includes(district);
}

/** '1-maktab' … '100-maktab'. */
export const SCHOOLS: readonly string[] = Array.from({ length: 100 }, (_, i) => `${i + 1}-maktab`);

/** '1-sinf' … '11-sinf'. */
export const GRADES: readonly string[] = Array.from({ length: 11 }, (_, i) => `${i + 1}-sinf`);
