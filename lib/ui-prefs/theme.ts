// Spec §1: a theme preference (light, dark, system) is stored; routed pages stay dark anyway.
export const THEMES = ["light", "dark", "system"] as const;
export type ThemePreference = (typeof THEMES)[number];
export const THEME_STORAGE_KEY = "theme";
export const DEFAULT_THEME: ThemePreference = "dark";

export function parseTheme(value: string | null | undefined): ThemePreference {
  return (THEMES as readonly string[]).includes(value ?? "") ? (value as ThemePreference) : DEFAULT_THEME;
}
