import { useState, type FormEvent } from "react";
import type { FavoriteLeague } from "../../../server/modules/account/profile.ts";
import { Alert } from "../../components/ui/Alert.tsx";
import { Button } from "../../components/ui/Button.tsx";
import { useHydrated } from "../../components/header/use-hydrated.ts";
import { useT } from "../../i18n.ts";
import { postFavoriteTeams, type ProfileApiContext } from "./profile-api.ts";
import styles from "./profile.module.css";

const chosenOf = (leagues: FavoriteLeague[]) => new Set(leagues.flatMap((l) => l.arrayOfTeams.filter((t) => t.selected).map((t) => t.code)));

/**
 * The favourite-teams form (shopping-flow §2 "favorite teams" modal, §3 Favorites: leagueName,
 * arrayOfTeams): one group of checkboxes per league. Posts JSON with script, the form without.
 */
export function FavoriteTeamsForm({ api, leagues, onSaved }: { api: ProfileApiContext; leagues: FavoriteLeague[]; onSaved: () => void }) {
  const t = useT();
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState(() => chosenOf(leagues));
  const [failed, setFailed] = useState(false);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    const ok = await postFavoriteTeams(api, [...chosen]);
    setPending(false);
    setFailed(!ok);
    if (ok) onSaved();
  }

  const toggle = (code: string, on: boolean) =>
    setChosen((prev) => {
      const next = new Set(prev);
      if (on) next.add(code);
      else next.delete(code);
      return next;
    });

  return (
    <form method="post" className={styles.form} onSubmit={hydrated ? (e) => void submit(e) : undefined}>
      <input type="hidden" name="CSRFToken" value={api.csrfToken} />
      <input type="hidden" name="intent" value="favorites" />
      <p className={styles.note}>{t("profile.favorites.intro")}</p>
      {failed ? <Alert tone="error">{t("profile.favorites.error")}</Alert> : null}
      <div className={`${styles.leagues} ${styles.scroll}`}>
        {leagues.map((league) => (
          <fieldset key={league.leagueCode} className={styles.group}>
            <legend>{league.leagueName}</legend>
            <div className={styles.teams}>
              {league.arrayOfTeams.map((team) => {
                const id = `favorite-${team.code}`;
                return (
                  <div key={team.code} className={styles.check}>
                    <input id={id} type="checkbox" name="teamCodes" value={team.code} checked={chosen.has(team.code)} onChange={(e) => toggle(team.code, e.currentTarget.checked)} />
                    <label htmlFor={id}>{team.name}</label>
                  </div>
                );
              })}
            </div>
          </fieldset>
        ))}
      </div>
      <p className={styles.note} role="status">
        {t("profile.favorites.count", { count: chosen.size })}
      </p>
      <div className={styles.actions}>
        <Button type="submit" isDisabled={pending}>
          {t("profile.favorites.save")}
        </Button>
      </div>
    </form>
  );
}
