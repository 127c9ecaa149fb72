import { Landing } from '@waldmonitor/ui';
import { useSearchParams } from 'react-router-dom';
import { redirectTarget } from '../routes/redirectTarget';
import { LANDING_DISMISSED_KEY } from './device';

/**
 * requirements §1: phones land here; "continue anyway" goes on to where the person was going.
 * Loaded when a phone opens it: desktops never show it.
 */
export function LandingRoute({ productName }: { productName: string }) {
  const [params] = useSearchParams();
  const target = redirectTarget(params.get('redirect'), window.location.origin);
  return (
    <Landing
      productName={productName}
      continuePath={target.ok ? target.path : '/'}
      onContinue={() => sessionStorage.setItem(LANDING_DISMISSED_KEY, '1')}
    />
  );
}
