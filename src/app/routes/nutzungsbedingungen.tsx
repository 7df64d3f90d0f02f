import { env } from '@/config/env';
import { LegalPage } from '@/features/legal/components/legal-page';
import { NutzungsbedingungenContent } from '@/features/legal/content/nutzungsbedingungen-content';

export function Component() {
  return (
    <LegalPage title="Nutzungsbedingungen" documentTitle={`Nutzungsbedingungen – ${env.siteName}`}>
      <NutzungsbedingungenContent owner={env.owner} />
    </LegalPage>
  );
}
