import { env } from '@/config/env';
import { LegalPage } from '@/features/legal/components/legal-page';
import { ImpressumContent } from '@/features/legal/content/impressum-content';

export function Component() {
  return (
    <LegalPage title="Impressum" documentTitle={`Impressum – ${env.siteName}`}>
      <ImpressumContent owner={env.owner} />
    </LegalPage>
  );
}
