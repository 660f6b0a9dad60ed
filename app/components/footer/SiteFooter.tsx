import type { ShellData } from "../../../server/modules/shell/service.ts";
import { useT } from "../../i18n.ts";

export function SiteFooter({ shell, year }: { shell: ShellData; year: number }) {
  const t = useT();
  return (
    <footer>
      <p>{shell.site.name}</p>
      <p>{t("footer.copyright", { year })}</p>
    </footer>
  );
}
