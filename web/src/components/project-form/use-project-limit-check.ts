import { isAtProjectLimit, type Tier } from '@lienminder/shared';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useDashboard } from '@/hooks/use-dashboard';
import { notifyError } from '@/lib/notify';
import { projectLimitToast } from './limit-message';

/**
 * docs/product.md section 2: opening the create form at the tier's limit shows 'Project Limit Reached' and
 * goes to /subscribe. Checked once, on the first project count the form sees, so the refetch after
 * a successful save cannot bounce the user to /subscribe.
 */
export function useProjectLimitCheck(active: boolean, tier: Tier | undefined): void {
  const { data } = useDashboard();
  const navigate = useNavigate();
  const checked = useRef(false);
  useEffect(() => {
    if (!active || !tier || !data || checked.current) return;
    checked.current = true;
    if (isAtProjectLimit(data.projects.length, tier)) {
      notifyError(projectLimitToast(tier));
      navigate('/subscribe');
    }
  }, [active, tier, data, navigate]);
}
