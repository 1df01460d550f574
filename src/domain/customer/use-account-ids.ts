import { useQuery } from '@tanstack/react-query';
import { customerProfileQueryOptions } from '@/domain/customer/customer-queries';

/**
 * The accounts whose orders the person sees as theirs (decision 015): their own and, in a
 * business's team, the business's. Undefined until the account is known (from the device
 * offline).
 */
export function useAccountIds(userId: string): readonly string[] | undefined {
  const account = useQuery(customerProfileQueryOptions(userId));
  if (!account.data) return undefined;
  return account.data.customer_id === userId ? [userId] : [userId, account.data.customer_id];
}
