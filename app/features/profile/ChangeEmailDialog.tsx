import { useState } from "react";
import { Alert } from "../../components/ui/Alert.tsx";
import { Button } from "../../components/ui/Button.tsx";
import { Modal } from "../../components/ui/Modal.tsx";
import { useT } from "../../i18n.ts";
import { ChangeEmailForm } from "./ChangeEmailForm.tsx";
import type { ProfileApiContext } from "./profile-api.ts";

/** The change-e-mail popup (account-and-ordering §2 "Other account screens"); it says so once the address changed. */
export function ChangeEmailDialog({ api, action, currentEmail, isOpen, onOpenChange, onChanged }: {
  api: ProfileApiContext;
  action: string;
  currentEmail: string;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  onChanged: () => void;
}) {
  const t = useT();
  const [done, setDone] = useState<string | null>(null);
  const openChange = (open: boolean) => {
    if (!open) setDone(null);
    onOpenChange(open);
  };
  return (
    <Modal isOpen={isOpen} onOpenChange={openChange} title={t("profile.changeEmail.title")} width={480}>
      {done ? (
        <>
          <Alert tone="success">{done}</Alert>
          <Button onPress={() => openChange(false)}>{t("modal.close")}</Button>
        </>
      ) : (
        <ChangeEmailForm
          api={api}
          action={action}
          currentEmail={currentEmail}
          idPrefix="change-email-dialog"
          onChanged={(message) => {
            setDone(message);
            onChanged();
          }}
        />
      )}
    </Modal>
  );
}
