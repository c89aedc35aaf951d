import { Checkbox, CheckboxGroup, Fieldset, SimpleGrid } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ROLES } from '../../../shared/access/permissions';
import { grantableRoles } from '../../../shared/access/grants';
import { useSession } from '../../session/session';

/** Every role of §6 as a checkbox; a user may hold several. */
export function RolesPicker({ value, onChange, error }: { value: string[]; onChange(roles: string[]): void; error?: string | undefined }) {
  const { t } = useTranslation();
  // Only the roles whose rights the signed-in user holds can be ticked (shared/access/grants.ts; the server checks too).
  const grantable = new Set<string>(grantableRoles(useSession().user?.roles ?? []));
  return (
    <Fieldset.Root invalid={Boolean(error)}>
      <Fieldset.Legend>{t('iam.fields.roles')}</Fieldset.Legend>
      <CheckboxGroup value={value} onValueChange={onChange} name="roles">
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="2">
          {ROLES.map((role) => (
            <Checkbox.Root key={role} value={role} size="sm" disabled={!grantable.has(role)}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{t(`iam.roles.${role}`)}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </SimpleGrid>
      </CheckboxGroup>
      {error && <Fieldset.ErrorText>{error}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}
