import { env } from '@/config/env';
import { LegalPage } from '@/features/legal/components/legal-page';
import { DatenschutzContent } from '@/features/legal/content/datenschutz-content';

export function Component() {
  return (
    <LegalPage title="Datenschutzerklärung" documentTitle={`Datenschutzerklärung – ${env.siteName}`}>
      <DatenschutzContent owner={env.owner} />
    </LegalPage>
  );
}
