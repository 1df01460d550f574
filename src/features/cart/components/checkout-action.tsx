import { Button, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { LoadingButton } from '@/components/loading-button';
import { useAuth } from '@/domain/auth/auth-context';
import classes from '@/features/cart/components/cart-page.module.css';

const LABEL = 'Procedi al checkout';

/**
 * 'Procedi al checkout' (its page's code is made ready while the button is in view). Orders need an account (place_order is for signed-in customers), so a
 * guest goes to /login first and comes back to /checkout; the cart stays in localStorage.
 */
export function CheckoutAction() {
  const { status } = useAuth();
  if (status === 'loading') {
    return (
      <LoadingButton fullWidth size="lg" loading>
        {LABEL}
      </LoadingButton>
    );
  }
  if (status === 'unauthenticated') {
    return (
      <>
        <Button
          fullWidth
          size="lg"
          renderRoot={(props) => (
            <Link to="/login" search={{ redirect: '/checkout' }} preload="viewport" {...props} />
          )}
        >
          {LABEL}
        </Button>
        <Text size="sm" className={classes.checkoutHint}>
          Per ordinare accedi o crea un account: il carrello resta com’è.
        </Text>
      </>
    );
  }
  return (
    <Button
      fullWidth
      size="lg"
      renderRoot={(props) => <Link to="/checkout" preload="viewport" {...props} />}
    >
      {LABEL}
    </Button>
  );
}
