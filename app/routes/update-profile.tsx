import { useState, type MouseEvent } from "react";
import { useActionData, useLoaderData, useRevalidator, type ClientLoaderFunctionArgs } from "react-router";
import { sitePath } from "#domain/sites.ts";
import { Alert } from "../components/ui/Alert.tsx";
import { Modal } from "../components/ui/Modal.tsx";
import { useHydrated } from "../components/header/use-hydrated.ts";
import { loadProfilePage, profileAction } from "../features/profile/account-pages.server.ts";
import { ChangeEmailDialog } from "../features/profile/ChangeEmailDialog.tsx";
import { FavoriteTeamsForm } from "../features/profile/FavoriteTeams.tsx";
import { ProfileForm } from "../features/profile/ProfileForm.tsx";
import styles from "../features/profile/profile.module.css";
import { loadAccountTexts } from "../i18n-load.client.ts";
import { useT } from "../i18n.ts";
import type { ActionArgs, LoaderArgs } from "../load-context.ts";
import { pageTitle } from "../meta.ts";
import { useRootData } from "../root-data.ts";

export const meta = pageTitle("profile.page.documentTitle");

/** `{context}/my-account/update-profile`: personal details and favourite teams (decision 0053). */
export function loader(args: LoaderArgs) {
  return loadProfilePage(args);
}

export function action(args: ActionArgs) {
  return profileAction(args);
}

export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  await loadAccountTexts();
  return serverLoader<typeof loader>();
}

export default function UpdateProfilePage() {
  const { profile, choices, favorites, contextPath, favoritesOpen } = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const { csrfToken } = useRootData();
  const t = useT();
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const [emailOpen, setEmailOpen] = useState(false);
  const [teamsOpen, setTeamsOpen] = useState(false);
  const [favoritesSaved, setFavoritesSaved] = useState(false);
  const api = { contextPath, csrfToken };
  const site = { contextPath };
  const { email, ...details } = profile;

  const form = posted && posted.intent !== "favorites" && !posted.saved ? posted : null;
  const outcome = posted?.intent === "save" ? (posted.saved ? "saved" : "refused") : null;
  const opener = (open: () => void) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!hydrated) return;
    event.preventDefault();
    open();
  };
  const favoritesNotice = favoritesSaved || (posted?.intent === "favorites" && posted.saved);
  const favoritesFailed = posted?.intent === "favorites" && !posted.saved;

  return (
    <div className={styles.page}>
      <h1 id="profile-title" className={styles.title}>
        {t("profile.page.title")}
      </h1>
      {favoritesNotice ? <Alert tone="success">{t("profile.favorites.saved")}</Alert> : null}
      {favoritesFailed ? <Alert tone="error">{t("profile.favorites.error")}</Alert> : null}
      <div className={styles.secondaryActions}>
        <a href={`${sitePath(site, "/my-account/update-profile")}?favorites=open#favorite-teams`} onClick={opener(() => setTeamsOpen(true))} aria-haspopup={hydrated ? "dialog" : undefined}>
          {t("profile.favorites.open")}
        </a>
      </div>
      {favoritesOpen ? (
        <section id="favorite-teams" className={styles.card} aria-labelledby="favorite-teams-title">
          <h2 id="favorite-teams-title" className={styles.subtitle}>
            {t("profile.favorites.title")}
          </h2>
          <FavoriteTeamsForm api={api} leagues={favorites} onSaved={() => setFavoritesSaved(true)} />
        </section>
      ) : null}
      <ProfileForm
        // A saved profile starts the form again from what the server stored.
        key={outcome === "saved" ? `saved-${JSON.stringify(details)}` : "form"}
        api={api}
        email={email}
        values={form?.values ?? details}
        choices={form?.choices ?? choices}
        serverErrors={form?.errors ?? {}}
        outcome={outcome}
        changeEmail={
          <a href={`${sitePath(site, "/my-account")}?changeEmail=open#change-email`} onClick={opener(() => setEmailOpen(true))} aria-haspopup={hydrated ? "dialog" : undefined}>
            {t("profile.link.changeEmail")}
          </a>
        }
      />
      <Modal isOpen={teamsOpen} onOpenChange={setTeamsOpen} title={t("profile.favorites.title")} width={640}>
        <FavoriteTeamsForm
          api={api}
          leagues={favorites}
          onSaved={() => {
            setTeamsOpen(false);
            setFavoritesSaved(true);
            void revalidator.revalidate();
          }}
        />
      </Modal>
      <ChangeEmailDialog
        api={api}
        action={`${sitePath(site, "/my-account")}?changeEmail=open`}
        currentEmail={email}
        isOpen={emailOpen}
        onOpenChange={setEmailOpen}
        onChanged={() => void revalidator.revalidate()}
      />
    </div>
  );
}
