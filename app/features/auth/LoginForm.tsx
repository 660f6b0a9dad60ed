import { useEffect, useRef, useState } from "react";
import { Form } from "react-router";
import { PASSWORD_MAX_LENGTH } from "#domain/password-strength.ts";
import { loginErrorText, type LoginError } from "#domain/sign-in.ts";
import { SITES, sitePath } from "#domain/sites.ts";
import { Alert } from "../../components/ui/Alert.tsx";
import { Button } from "../../components/ui/Button.tsx";
import { CsrfField } from "../../components/CsrfField.tsx";
import { TextField } from "../../components/ui/TextField.tsx";
import { useT } from "../../i18n.ts";
import { ForgotPasswordLink } from "./ForgotPasswordLink.tsx";
import { TermsAcceptance } from "./TermsAcceptance.tsx";
import styles from "./login-form.module.css";

/** Posted with the terms checkbox, so it stays on the form while the user retries. */
export const TERMS_ASKED_FIELD = "termsAsked";

/** Longest e-mail address we accept (RFC 5321). */
const EMAIL_MAX = 254;

/**
 * The sign-in form. It posts as a plain document form (also with JavaScript), so a failed
 * token check or a throttled answer comes back as a whole page with a fresh token. The terms
 * checkbox shows only when the server asked this user to accept the terms in force (`terms`):
 * users who accepted them never see it (decision 0046).
 */
export function LoginForm({
  contextPath,
  error,
  username,
  redirectTo,
  pageQuery,
  terms,
}: {
  contextPath: string;
  error: LoginError | null;
  username: string;
  redirectTo: string;
  /** The sign-in page's own query (where to go next, why): a refused post answers on the same address, so a retry keeps it. */
  pageQuery: string;
  /** Set once the server asked for the terms; `accepted`: the box was ticked on the last post. */
  terms: { accepted: boolean } | null;
}) {
  const t = useT();
  const [submitting, setSubmitting] = useState(false);
  const errorRef = useRef<HTMLDivElement>(null);
  const site = { contextPath };
  const fieldsInvalid = error?.reason === "invalid" || error?.reason === "required";

  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);

  return (
    <Form
      method="post"
      action={`${sitePath(site, "/login")}${pageQuery ? `?${pageQuery}` : ""}`}
      reloadDocument
      noValidate
      onSubmit={(event) => {
        // One submission at a time: a double click must not count as two failed attempts.
        if (submitting) event.preventDefault();
        else setSubmitting(true);
      }}
    >
      {error ? (
        <div ref={errorRef} tabIndex={-1} className={styles.errorFocus}>
          <Alert tone="error" id="login-error">
            {loginErrorText(t, error)}
            {error.reason === "site" ? (
              <span className={styles.siteLinks}>
                {error.sites.map((id) => (
                  <a key={id} href={sitePath(SITES[id], "/login")}>
                    {SITES[id].name}
                  </a>
                ))}
              </span>
            ) : null}
          </Alert>
        </div>
      ) : null}
      <CsrfField />
      <input type="hidden" name="redirect" value={redirectTo} />
      <TextField
        label={t("login.email")}
        name="username"
        type="email"
        autoComplete="username"
        defaultValue={username}
        maxLength={EMAIL_MAX}
        isRequired
        isInvalid={fieldsInvalid}
        validationBehavior="aria"
        aria-describedby={error ? "login-error" : undefined}
        autoFocus={!error}
      />
      <TextField
        label={t("login.password")}
        name="password"
        type="password"
        autoComplete="current-password"
        maxLength={PASSWORD_MAX_LENGTH}
        isRequired
        isInvalid={fieldsInvalid}
        validationBehavior="aria"
        aria-describedby={error ? "login-error" : undefined}
      />
      {terms ? (
        <>
          <input type="hidden" name={TERMS_ASKED_FIELD} value="1" />
          <TermsAcceptance contextPath={contextPath} initiallyAccepted={terms.accepted} />
        </>
      ) : null}
      <Button type="submit" isDisabled={submitting}>
        {t("login.submit")}
      </Button>
      <p>
        <ForgotPasswordLink contextPath={contextPath} />
      </p>
    </Form>
  );
}
