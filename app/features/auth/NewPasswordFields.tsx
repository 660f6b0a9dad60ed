import { useState } from "react";
import { PASSWORD_MAX_LENGTH, type PasswordStrengthOptions } from "#domain/password-strength.ts";
import { Alert } from "../../components/ui/Alert.tsx";
import { TextField } from "../../components/ui/TextField.tsx";
import { useT } from "../../i18n.ts";
import { PasswordStrengthMeter } from "./PasswordStrengthMeter.tsx";

/** New password with its strength hint, and the confirmation. */
export function NewPasswordFields({ rules, error }: { rules: PasswordStrengthOptions; error: string | null }) {
  const t = useT();
  const [password, setPassword] = useState("");
  return (
    <>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <TextField
        label={t("reset.password")}
        name="pwd"
        type="password"
        autoComplete="new-password"
        isRequired
        value={password}
        onChange={setPassword}
        maxLength={PASSWORD_MAX_LENGTH}
        validationBehavior="aria"
        aria-describedby="password-strength"
      />
      <PasswordStrengthMeter id="password-strength" password={password} rules={rules} />
      <TextField
        label={t("reset.confirm")}
        name="checkPwd"
        type="password"
        autoComplete="new-password"
        isRequired
        maxLength={PASSWORD_MAX_LENGTH}
        validationBehavior="aria"
      />
    </>
  );
}
