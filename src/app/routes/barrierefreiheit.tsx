import { env } from '@/config/env';
import { LegalPage } from '@/features/legal/components/legal-page';
import { BarrierefreiheitContent } from '@/features/legal/content/barrierefreiheit-content';

/** The accessibility statement (spec 001 §2): titled with the product name before 'Barrierfreiheit'. */
export function Component() {
  const title = `${env.siteName} Barrierfreiheit`;
  return (
    <LegalPage title={title}>
      <BarrierefreiheitContent owner={env.owner} />
    </LegalPage>
  );
}
