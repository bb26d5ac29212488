// Spec §3/§4 and the DESIGN rules table: 7 fixed certificates in order; one unlocks only when
// all earlier ones are unlocked; saving a step above 35 / above 80 unlocks the first / second.
export const CERTIFICATE_NAMES = [
  "HTML sertifikati",
  "CSS & Bootstrap sertifikati",
  "JavaScript Asoslari sertifikati",
  "Nodejs Asoslari sertifikati",
  "Express Foundation sertifikati",
  "Mongo DB sertifikati",
  "Deployment Foundation sertifikati",
] as const;

export type CertificateName = (typeof CERTIFICATE_NAMES)[number];

/** One flag per CERTIFICATE_NAMES entry, in order; the unlocked ones are always a prefix. */
export type CertificateState = boolean[];

export const CERTIFICATE_STEP_THRESHOLDS = [35, 80] as const;

export type CertificateError =
  | { ok: false; error: "previousCertificateRequired"; required: CertificateName }
  | { ok: false; error: "laterCertificateUnlocked"; blocking: CertificateName }
  | { ok: false; error: "unknownCertificate"; name: string }
  | { ok: false; error: "invalidIndex" }
  | { ok: false; error: "invalidCertificates" };

export type CertificatesResult = { ok: true; certificates: CertificateState } | CertificateError;

const COUNT = CERTIFICATE_NAMES.length;

export function lockedCertificates(): CertificateState {
  return Array.from({ length: COUNT }, () => false);
}

/**
 * A stored or legacy value (booleans in order, or names of unlocked certificates) as a state,
 * for reading only: unknown entries are ignored. Writes go through validateCertificatesUpdate.
 */
export function normaliseCertificates(value: unknown): CertificateState {
  if (!Array.isArray(value)) return lockedCertificates();
  const indexes = new Set(
    value.map((item, position) =>
      typeof item === "string" ? certificateIndex(item) : item === true ? position : -1,
    ),
  );
  return CERTIFICATE_NAMES.map((_, index) => indexes.has(index));
}

/** The names of the unlocked certificates, the list form the spec's API also carries. */
export function unlockedCertificateNames(state: readonly boolean[]): CertificateName[] {
  return CERTIFICATE_NAMES.filter((_, index) => state[index] === true);
}

/** Unlocks one, refused ('earlier certificate first' toast) while any earlier one is locked. */
export function unlockCertificate(state: readonly boolean[], index: number): CertificatesResult {
  if (!isIndex(index)) return { ok: false, error: "invalidIndex" };
  const next = toState(state);
  const firstLocked = next.findIndex((unlocked, i) => i < index && !unlocked);
  if (firstLocked !== -1) return { ok: false, error: "previousCertificateRequired", required: nameAt(firstLocked) };
  next[index] = true;
  return { ok: true, certificates: next };
}

/**
 * Locks one. Refused while a later one is unlocked (lock the later ones first): otherwise the
 * list would hold a certificate whose predecessor is missing, which unlocking never allows.
 */
export function lockCertificate(state: readonly boolean[], index: number): CertificatesResult {
  if (!isIndex(index)) return { ok: false, error: "invalidIndex" };
  const next = toState(state);
  const lastUnlocked = next.lastIndexOf(true);
  if (lastUnlocked > index) return { ok: false, error: "laterCertificateUnlocked", blocking: nameAt(lastUnlocked) };
  next[index] = false;
  return { ok: true, certificates: next };
}

/** The certificates a step unlocks by itself: the first above 35, the first two above 80. */
export function autoUnlockedByStep(step: number): CertificateState {
  const count = CERTIFICATE_STEP_THRESHOLDS.filter((threshold) => step > threshold).length;
  return Array.from({ length: COUNT }, (_, index) => index < count);
}

/** Adds the step's automatic unlocks; never locks anything. */
export function applyStepAutoUnlock(state: readonly boolean[], step: number): CertificateState {
  const automatic = autoUnlockedByStep(step);
  return toState(state).map((unlocked, index) => unlocked || automatic[index] === true);
}

/**
 * Checks a whole-list update (PUT {certificates}). Spec §3 allows either the names of the
 * unlocked certificates (any order, exact names, case and outer spaces ignored) or up to 7
 * booleans in order. The result must keep the order rule, so it depends only on the new list.
 */
export function validateCertificatesUpdate(next: unknown): CertificatesResult {
  if (!Array.isArray(next) || next.length > COUNT) return { ok: false, error: "invalidCertificates" };
  let state: CertificateState;
  if (next.every((item) => typeof item === "boolean")) {
    state = toState(next);
  } else if (next.every((item) => typeof item === "string")) {
    const unknownName = next.find((name) => certificateIndex(name) === -1);
    if (unknownName !== undefined) return { ok: false, error: "unknownCertificate", name: unknownName };
    const indexes = new Set(next.map(certificateIndex));
    state = CERTIFICATE_NAMES.map((_, index) => indexes.has(index));
  } else {
    return { ok: false, error: "invalidCertificates" };
  }
  const firstLocked = state.indexOf(false);
  if (firstLocked !== -1 && state.indexOf(true, firstLocked) !== -1) {
    return { ok: false, error: "previousCertificateRequired", required: nameAt(firstLocked) };
  }
  return { ok: true, certificates: state };
}

/** Index in CERTIFICATE_NAMES, -1 for an unknown name. */
export function certificateIndex(name: string): number {
  const wanted = name.trim().toLowerCase();
  return CERTIFICATE_NAMES.findIndex((known) => known.toLowerCase() === wanted);
}

function toState(state: readonly boolean[]): CertificateState {
  return Array.from({ length: COUNT }, (_, index) => state[index] === true);
}

function isIndex(index: number): boolean {
  return Number.isInteger(index) && index >= 0 && index < COUNT;
}

function nameAt(index: number): CertificateName {
  return CERTIFICATE_NAMES[index] ?? CERTIFICATE_NAMES[0];
}
