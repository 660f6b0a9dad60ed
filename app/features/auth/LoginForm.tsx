import { Form, useNavigation } from "react-router";
import { sitePath } from "#domain/sites.ts";
import { Alert } from "../../components/ui/Alert.tsx";
import { Button } from "../../components/ui/Button.tsx";
import { CsrfField } from "../../components/CsrfField.tsx";
import { TextField } from "../../components/ui/TextField.tsx";
import { useT } from "../../i18n.ts";
import { ForgotPasswordLink } from "./ForgotPasswordLink.tsx";
import { TermsAcceptance } from "./TermsAcceptance.tsx";

export type LoginError =
  | { reason: "invalid" | "required" | "site" | "terms" }
  | { reason: "throttled"; minutes: number };

export function LoginForm({
  contextPath,
  error,
  username,
  redirectTo,
}: {
  contextPath: string;
  error: LoginError | null;
  username: string;
  redirectTo: string;
}) {
  const t = useT();
  const navigation = useNavigation();
  const site = { contextPath };
  const message =
    error === null
      ? null
      : error.reason === "throttled"
        ? t("login.error.throttled", { minutes: error.minutes })
        : t(`login.error.${error.reason}`);
  return (
    <Form method="post" action={sitePath(site, "/login")} noValidate aria-describedby={message ? "login-error" : undefined}>
      {message ? (
        <Alert tone="error" id="login-error">
          {message}
        </Alert>
      ) : null}
      <CsrfField />
      <input type="hidden" name="redirect" value={redirectTo} />
      <TextField
        label={t("login.email")}
        name="username"
        type="email"
        autoComplete="username"
        defaultValue={username}
        isRequired
        autoFocus
      />
      <TextField label={t("login.password")} name="password" type="password" autoComplete="current-password" isRequired />
      <TermsAcceptance />
      <Button type="submit" isDisabled={navigation.state === "submitting"}>
        {t("login.submit")}
      </Button>
      <p>
        <ForgotPasswordLink contextPath={contextPath} />
      </p>
    </Form>
  );
}
