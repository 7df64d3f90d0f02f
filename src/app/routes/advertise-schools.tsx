import { AdvertisePage } from '@/features/advertise/components/advertise-page';

export function Component() {
  return <AdvertisePage variant="schools" />;
}
