import { useRef, useState, type ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import type { MessageKey } from "#domain/i18n/index.ts";
import { formatPhone } from "#domain/phone-masks.ts";
import { nameFieldOrder, normaliseProfile, profileProblems, type ProfileErrors, type ProfileField, type ProfileInput } from "#domain/profile.ts";
import type { ProfileChoicesView } from "../../../server/modules/account/profile.ts";
import type { Region } from "../../../server/modules/addresses/regions.ts";
import { Alert } from "../../components/ui/Alert.tsx";
import { Button } from "../../components/ui/Button.tsx";
import { useHydrated } from "../../components/header/use-hydrated.ts";
import { useT } from "../../i18n.ts";
import { useRootData } from "../../root-data.ts";
import { addressApi } from "../addresses/address-api.ts";
import { FormField, fieldIds } from "./FormField.tsx";
import { fetchLeagueTeams, type ProfileApiContext } from "./profile-api.ts";
import { phoneHint, profileMessage } from "./profile-messages.ts";
import styles from "./profile.module.css";

export interface ProfileFormProps {
  api: ProfileApiContext;
  email: string;
  values: ProfileInput;
  choices: ProfileChoicesView;
  /** The server's refusal of the last save. */
  serverErrors: ProfileErrors;
  /** The last post: saved, refused, or only a refresh of the choices. */
  outcome: "saved" | "refused" | null;
  /** Opens the change-e-mail popup (with script); the link goes to the overview's form without. */
  changeEmail: ReactNode;
}

const GROUPS: { legend: "profile.group.name" | "profile.group.contact" | "profile.group.favorites"; fields: ProfileField[] }[] = [
  { legend: "profile.group.name", fields: ["firstName", "lastName"] },
  { legend: "profile.group.contact", fields: ["phoneCountry", "phone", "regionIso"] },
  { legend: "profile.group.favorites", fields: ["favoriteLeagueCode", "favoriteTeamCode"] },
];

/**
 * Personal details (account-and-ordering §3 Profile, §5): required fields checked as the user
 * types, the group with a problem marked, Save disabled while anything is wrong; the phone
 * follows the country's mask, the regions the country and the teams the league. Without script
 * the form posts and the page answers with the same checks (decision 0053).
 */
const FIELD_LABELS = {
  firstName: "profile.field.firstName",
  lastName: "profile.field.lastName",
  phoneCountry: "profile.field.country",
  phone: "profile.field.phone",
  regionIso: "profile.field.region",
  favoriteLeagueCode: "profile.field.league",
  favoriteTeamCode: "profile.field.team",
} as const satisfies Record<ProfileField, MessageKey>;

export function ProfileForm({ api, email, values: initial, choices, serverErrors, outcome, changeEmail }: ProfileFormProps) {
  const t = useT();
  const { language } = useRootData().shell;
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const [values, setValues] = useState(initial);
  const [regions, setRegions] = useState<readonly Region[]>(choices.regions);
  const [teams, setTeams] = useState(choices.teams);
  const [touched, setTouched] = useState<Partial<Record<ProfileField, boolean>>>({});
  const [loadFailed, setLoadFailed] = useState(false);
  const regionCache = useRef(new Map<string, readonly Region[]>([[initial.phoneCountry, choices.regions]]));

  const problems = profileProblems(normaliseProfile(values), { regionCodes: regions.map((r) => r.isocode) });
  // What was already missing when the page came (a region never chosen) is named in a note, not marked as an error: it is why Save is disabled.
  const [loadedProblems] = useState(() => profileProblems(normaliseProfile(initial), { regionCodes: choices.regions.map((r) => r.isocode) }));
  const stillMissing = (Object.keys(loadedProblems) as ProfileField[]).filter((f) => problems[f] && !touched[f]);
  const invalid = Object.keys(problems).length > 0;
  const shown = (field: ProfileField): string | null => {
    const problem = (touched[field] ? problems[field] : undefined) ?? (touched[field] ? undefined : serverErrors[field]);
    return problem ? profileMessage(problem, values.phoneCountry, t) : null;
  };
  const set = (field: ProfileField, value: string) => {
    setValues((prev) => ({ ...prev, [field]: value }));
    setTouched((prev) => ({ ...prev, [field]: true }));
  };

  async function chooseCountry(country: string) {
    setValues((prev) => ({ ...prev, phoneCountry: country, regionIso: "", phone: formatPhone(country, prev.phone) }));
    setTouched((prev) => ({ ...prev, phoneCountry: true }));
    const cached = regionCache.current.get(country);
    if (cached) return setRegions(cached);
    setRegions([]);
    const answer = await addressApi.regions(api, country);
    const list = answer.ok ? answer.body : [];
    setLoadFailed(!answer.ok);
    if (answer.ok) regionCache.current.set(country, list);
    setRegions(list);
  }

  async function chooseLeague(leagueCode: string) {
    setValues((prev) => ({ ...prev, favoriteLeagueCode: leagueCode, favoriteTeamCode: "" }));
    setTeams([]);
    if (!leagueCode) return;
    const list = await fetchLeagueTeams(api, leagueCode);
    setLoadFailed(list === null);
    setTeams(list ?? []);
  }

  const groupInvalid = (fields: ProfileField[]) => fields.some((f) => shown(f) !== null);
  const select = (field: ProfileField, label: string, required: boolean, options: { code: string; name: string }[], none: string | null, onChange: (v: string) => void) => {
    const id = `profile-${field}`;
    const error = shown(field);
    return (
      <FormField id={id} label={label} required={required} error={error}>
        <select {...fieldIds(id, error, false)} name={field} className={styles.input} required={required} value={values[field]} onChange={(e) => onChange(e.currentTarget.value)}>
          {none !== null ? <option value="">{none}</option> : null}
          {options.map((o) => (
            <option key={o.code} value={o.code}>
              {o.name}
            </option>
          ))}
        </select>
      </FormField>
    );
  };
  const text = (field: "firstName" | "lastName" | "phone", label: string, required: boolean, autoComplete: string, hint: string | null = null) => {
    const id = `profile-${field}`;
    const error = shown(field);
    return (
      <FormField id={id} label={label} required={required} hint={hint} error={error}>
        <input
          {...fieldIds(id, error, hint !== null)}
          name={field}
          className={styles.input}
          type={field === "phone" ? "tel" : "text"}
          autoComplete={autoComplete}
          required={required}
          value={values[field]}
          onChange={(e) => set(field, field === "phone" ? formatPhone(values.phoneCountry, e.currentTarget.value) : e.currentTarget.value)}
          onBlur={() => setTouched((prev) => ({ ...prev, [field]: true }))}
        />
      </FormField>
    );
  };
  const countries = choices.countries.map((c) => ({ code: c.isocode, name: c.name }));
  const regionOptions = regions.map((r) => ({ code: r.isocode, name: r.name }));
  const saving = navigation.state === "submitting";

  const controls: Record<ProfileField, ReactNode> = {
    firstName: text("firstName", t(FIELD_LABELS.firstName), true, "given-name"),
    lastName: text("lastName", t(FIELD_LABELS.lastName), true, "family-name"),
    phoneCountry: select("phoneCountry", t(FIELD_LABELS.phoneCountry), true, countries, null, (v) => void chooseCountry(v)),
    phone: text("phone", t(FIELD_LABELS.phone), false, "tel-national", phoneHint(values.phoneCountry, t)),
    regionIso: regionOptions.length > 0 ? select("regionIso", t(FIELD_LABELS.regionIso), true, regionOptions, t("profile.field.regionChoose"), (v) => set("regionIso", v)) : null,
    favoriteLeagueCode: select("favoriteLeagueCode", t(FIELD_LABELS.favoriteLeagueCode), false, choices.leagues, t("profile.field.leagueNone"), (v) => void chooseLeague(v)),
    favoriteTeamCode: select("favoriteTeamCode", t(FIELD_LABELS.favoriteTeamCode), false, teams, t("profile.field.teamNone"), (v) => set("favoriteTeamCode", v)),
  };

  return (
    <Form method="post" className={styles.form} noValidate aria-labelledby="profile-title">
      <input type="hidden" name="CSRFToken" value={api.csrfToken} />
      <p className={styles.note}>{t("profile.page.intro")}</p>
      {outcome === "saved" ? <Alert tone="success">{t("profile.saved")}</Alert> : null}
      {outcome === "refused" ? <Alert tone="error">{t("profile.notSaved")}</Alert> : null}
      {loadFailed ? <Alert tone="error">{t("profile.error.teamsLoad")}</Alert> : null}
      {stillMissing.length > 0 && outcome !== "refused" ? <Alert tone="info">{t("profile.incomplete", { fields: stillMissing.map((f) => t(FIELD_LABELS[f])).join(", ") })}</Alert> : null}
      <div className={styles.field}>
        <label className={styles.label} htmlFor="profile-email">
          {t("profile.field.email")}
        </label>
        <input id="profile-email" className={`${styles.input} ${styles.readonly}`} type="email" value={email} readOnly />
        <div>{changeEmail}</div>
      </div>
      {GROUPS.map((group) => (group.legend === "profile.group.name" ? { ...group, fields: nameFieldOrder(language) } : group)).map((group) => (
        <fieldset key={group.legend} className={groupInvalid(group.fields) ? `${styles.group} ${styles.groupInvalid}` : styles.group}>
          <legend>{t(group.legend)}</legend>
          <div className={group.legend === "profile.group.name" ? styles.row : undefined}>{group.fields.map((f) => <div key={f}>{controls[f]}</div>)}</div>
        </fieldset>
      ))}
      <div className={styles.actions}>
        <Button type="submit" name="intent" value="save" isDisabled={hydrated && (invalid || saving)}>
          {t("profile.save")}
        </Button>
        {hydrated ? null : (
          <Button type="submit" name="intent" value="refresh" variant="secondary">
            {t("profile.field.showTeams")}
          </Button>
        )}
      </div>
    </Form>
  );
}
