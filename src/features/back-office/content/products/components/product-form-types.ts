import type { UseFormReturnType } from '@mantine/form';
import type { ProductFormValues } from '@/features/back-office/content/products/product-form-model';

/** The product form as its sections receive it. */
export type ProductForm = UseFormReturnType<ProductFormValues>;
