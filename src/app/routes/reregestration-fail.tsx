import { OutcomePage } from '@/features/auth/components/outcome-page';

export function Component() {
  return <OutcomePage outcome="reregistrationFail" />;
}
