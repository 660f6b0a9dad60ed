import { useRef, useState, type FormEvent, type RefObject } from "react";
import { canSubmitChangeEmail } from "#domain/change-email.ts";
import { Alert } from "../../components/ui/Alert.tsx";
import { Button } from "../../components/ui/Button.tsx";
import { useHydrated } from "../../components/header/use-hydrated.ts";
import { useT } from "../../i18n.ts";
import { FormField, fieldIds } from "./FormField.tsx";
import { postChangeEmail, type ProfileApiContext } from "./profile-api.ts";
import styles from "./profile.module.css";

export interface ChangeEmailFormProps {
  api: ProfileApiContext;
  /** Where the form posts without script (the overview page's action). */
  action: string;
  currentEmail: string;
  /** Field messages of a post made without script. */
  initialErrors?: { password?: string; newEmail?: string };
  initialEmail?: string;
  /** Called with the server's message once the address changed. */
  onChanged: (message: string) => void;
  idPrefix: string;
}

/**
 * Password and new e-mail (account-and-ordering §5): the button is enabled once both are filled;
 * the server's message for each field shows under it. Posts JSON with script, the form without.
 */
export function ChangeEmailForm({ api, action, currentEmail, initialErrors = {}, initialEmail = "", onChanged, idPrefix }: ChangeEmailFormProps) {
  const t = useT();
  const hydrated = useHydrated();
  const [password, setPassword] = useState("");
  const [newEmail, setNewEmail] = useState(initialEmail);
  const [errors, setErrors] = useState(initialErrors);
  const [failure, setFailure] = useState<string | null>(initialErrors.password || initialErrors.newEmail ? t("profile.changeEmail.failed") : null);
  const [pending, setPending] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const ready = canSubmitChangeEmail({ password, newEmail });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!ready || pending) return;
    setPending(true);
    const answer = await postChangeEmail(api, { password, newEmail });
    setPending(false);
    if (answer.ok) {
      setPassword("");
      onChanged(answer.message);
      return;
    }
    const fields = answer.fields;
    setErrors(fields);
    setFailure(fields.password || fields.newEmail ? t("profile.changeEmail.failed") : (answer.message ?? t("profile.changeEmail.error.network")));
    (fields.password ? passwordRef : emailRef).current?.focus();
  }

  /** One required field with its label and the server's message under it; typing clears that message. */
  const field = (f: { name: "password" | "newEmail"; id: string; ref: RefObject<HTMLInputElement | null>; type: string; autoComplete: string; value: string; set: (value: string) => void }) => (
    <FormField id={f.id} label={t(f.name === "password" ? "profile.changeEmail.password" : "profile.changeEmail.newEmail")} required error={errors[f.name]}>
      <input
        ref={f.ref}
        {...fieldIds(f.id, errors[f.name], false)}
        className={styles.input}
        type={f.type}
        name={f.name}
        autoComplete={f.autoComplete}
        required
        value={f.value}
        onChange={(e) => {
          f.set(e.currentTarget.value);
          setErrors((prev) => ({ ...prev, [f.name]: undefined }));
        }}
      />
    </FormField>
  );
  const passwordId = `${idPrefix}-password`;
  const emailId = `${idPrefix}-new-email`;
  return (
    <form method="post" action={action} className={styles.form} onSubmit={hydrated ? (e) => void submit(e) : undefined} noValidate>
      <input type="hidden" name="CSRFToken" value={api.csrfToken} />
      <input type="hidden" name="intent" value="changeEmail" />
      <p className={styles.note}>{t("profile.changeEmail.intro")}</p>
      <p className={styles.note}>{t("profile.changeEmail.current", { email: currentEmail })}</p>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {field({ name: "password", id: passwordId, ref: passwordRef, type: "password", autoComplete: "current-password", value: password, set: setPassword })}
      {field({ name: "newEmail", id: emailId, ref: emailRef, type: "email", autoComplete: "email", value: newEmail, set: setNewEmail })}
      <div className={styles.actions}>
        {/* Before the script runs the browser posts the form, so the button cannot wait for typing. */}
        <Button type="submit" isDisabled={hydrated && (!ready || pending)} focusableWhenDisabled={pending}>
          {t("profile.changeEmail.submit")}
        </Button>
      </div>
    </form>
  );
}
