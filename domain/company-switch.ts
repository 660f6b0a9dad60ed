/**
 * The company switch (account-and-ordering §3 "Company account", issue 14, decision 0054): a
 * user belongs to a home unit and may belong to others; the session acts for the one chosen.
 */

/** A unit uid as the switch sends it: the ERP's customer number, 1 to 20 letters or digits. */
export const UNIT_UID = /^[A-Za-z0-9]{1,20}$/;

/**
 * The unit a request acts for: the session's choice while the user is still a member of it (a
 * removed membership falls back at once), else the user's home unit.
 */
export function effectiveUnitId(input: { homeUnitId: number | null; chosenUnitId: number | null; chosenIsMember: boolean }): number | null {
  const { homeUnitId, chosenUnitId, chosenIsMember } = input;
  if (chosenUnitId === null) return homeUnitId;
  return chosenUnitId === homeUnitId || chosenIsMember ? chosenUnitId : homeUnitId;
}

/** What the session stores for a choice: nothing for the home unit, so a later change of the home unit is followed. */
export function storedUnitChoice(homeUnitId: number | null, chosenUnitId: number): number | null {
  return chosenUnitId === homeUnitId ? null : chosenUnitId;
}

/** The switch is offered to users who can act for more than one unit. */
export function offersCompanySwitch(accountCount: number): boolean {
  return accountCount > 1;
}
