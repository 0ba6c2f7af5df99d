// The way into the checkout from the pages that fill the cart (theme page, cart, /addon): put the cart into the
// server's checkout, then go on. The code that talks to the API loads on the first click, so these pages' first
// script stays small; a failure is told beside the button and the customer stays on the page.
import { useState } from 'react';
import { useNavigate, type NavigateOptions } from 'react-router-dom';
import type { ProceedAction } from '../../../lib/checkout-flow';

export function useProceedToCheckout(): ProceedAction {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string>();
  const proceed = async (to: string, options?: NavigateOptions) => {
    setPending(true);
    setProblem(undefined);
    try {
      const { proceedToCheckout } = await import('./proceed-to-checkout');
      await proceedToCheckout();
      navigate(to, options);
    } catch (error) {
      const reason = error instanceof Error && error.name === 'ApiError' ? error.message : 'Please check your connection and try again.';
      setProblem(`We couldn't start your checkout. ${reason}`);
    } finally {
      setPending(false);
    }
  };
  return { proceed, pending, problem };
}
