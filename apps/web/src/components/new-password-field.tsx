import type { ComponentProps } from 'react';
import { FormField } from '@/components/ui/form-field';

/** 'Nowe hasło' with the rule it has to meet; the browser may offer a strong one. */
export function NewPasswordField(props: Omit<ComponentProps<typeof FormField>, 'label' | 'type' | 'autoComplete' | 'hint'>) {
  return <FormField label="Nowe hasło" type="password" autoComplete="new-password" hint="Min. 8 znaków z małą i dużą literą oraz cyfrą" {...props} />;
}
