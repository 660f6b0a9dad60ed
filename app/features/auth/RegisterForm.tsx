import { useState } from "react";
import { emailsMatch, EMAIL_MAX_LENGTH, REGISTRATION_NAME_MAX_LENGTH, type RegistrationErrors } from "#domain/registration.ts";
import { PASSWORD_MAX_LENGTH, type PasswordStrengthOptions } from "#domain/password-strength.ts";
import { sitePath } from "#domain/sites.ts";
import { Alert } from "../../components/ui/Alert.tsx";
import { Button } from "../../components/ui/Button.tsx";
import { TextField } from "../../components/ui/TextField.tsx";
import { CsrfField } from "../../components/CsrfField.tsx";
import { useT } from "../../i18n.ts";
import { submitAfterTracking } from "../tracking/tracked-submit.ts";
import { PasswordStrengthMeter } from "./PasswordStrengthMeter.tsx";
import { TermsAcceptance } from "./TermsAcceptance.tsx";
import styles from "./register.module.css";

export interface RegisterFormProps {
  contextPath: string;
  /** Where the account's first page goes (the checkout a visitor came from, decision 0041); carried in the mailed link. */
  returnTo?: string;
  rules: PasswordStrengthOptions;
  errors: RegistrationErrors;
  values: { name: string; email: string; confirmEmail: string };
}

/**
 * The consumer registration form (`registerForm`): the e-mail must be typed twice and the
 * button stays disabled while the two differ. Its submit is tracked before it is sent.
 */
export function RegisterForm({ contextPath, rules, errors, values, returnTo = "" }: RegisterFormProps) {
  const t = useT();
  const [email, setEmail] = useState(values.email);
  const [confirmEmail, setConfirmEmail] = useState(values.confirmEmail);
  const [password, setPassword] = useState("");
  const mismatch = confirmEmail.trim() !== "" && !emailsMatch(email, confirmEmail);
  const problem = (field: keyof RegistrationErrors) => {
    const p = errors[field];
    return p ? t(`register.problem.${p}`) : null;
  };
  const confirmEmailError = mismatch ? t("register.problem.emailMismatch") : problem("confirmEmail");

  return (
    <form id="registerForm" method="post" action={sitePath({ contextPath }, "/login/register")} noValidate onSubmit={submitAfterTracking} className={styles.form}>
      <CsrfField />
      {returnTo ? <input type="hidden" name="redirect" value={returnTo} /> : null}
      {Object.keys(errors).length > 0 ? <Alert tone="error">{t("register.error.form")}</Alert> : null}
      <TextField label={t("register.name")} name="name" autoComplete="name" isRequired maxLength={REGISTRATION_NAME_MAX_LENGTH} defaultValue={values.name} error={problem("name")} validationBehavior="aria" />
      <TextField label={t("register.email")} name="email" type="email" autoComplete="email" isRequired maxLength={EMAIL_MAX_LENGTH} value={email} onChange={setEmail} error={problem("email")} validationBehavior="aria" />
      <TextField
        label={t("register.confirmEmail")}
        name="confirmEmail"
        type="email"
        autoComplete="email"
        isRequired
        maxLength={EMAIL_MAX_LENGTH}
        value={confirmEmail}
        onChange={setConfirmEmail}
        error={confirmEmailError}
        validationBehavior="aria"
      />
      <TextField
        label={t("register.password")}
        name="pwd"
        type="password"
        autoComplete="new-password"
        isRequired
        maxLength={PASSWORD_MAX_LENGTH}
        value={password}
        onChange={setPassword}
        error={problem("password")}
        validationBehavior="aria"
        aria-describedby="register-password-strength"
      />
      <PasswordStrengthMeter id="register-password-strength" password={password} rules={rules} />
      <TextField label={t("register.confirmPassword")} name="checkPwd" type="password" autoComplete="new-password" isRequired maxLength={PASSWORD_MAX_LENGTH} error={problem("confirmPassword")} validationBehavior="aria" />
      <TermsAcceptance contextPath={contextPath} />
      {errors.termsAccepted ? <p className={styles.fieldError}>{t("register.problem.terms")}</p> : null}
      <Button type="submit" isDisabled={mismatch}>
        {t("register.submit")}
      </Button>
      <p>
        <a href={returnTo ? `${sitePath({ contextPath }, "/login")}?redirect=${encodeURIComponent(returnTo)}` : sitePath({ contextPath }, "/login")}>{t("register.haveAccount")}</a>
      </p>
    </form>
  );
}
