import { Button, Card, Heading, HStack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Autocomplete } from '../../components/Autocomplete';
import { FormField } from '../../components/FormField';
import { useAction } from '../../components/useAction';
import { linkSellerUser, searchSellerAccounts } from '../../data/sellers';
import { showSuccess } from '../../ui/toaster';

/** Links a seller-type account to this outlet, or unlinks it: the account is picked by name or email (spec §7 autocomplete). */
export function SellerAccountLink({ sellerId }: { sellerId: string }) {
  const { t } = useTranslation();
  const action = useAction();
  const [text, setText] = useState('');
  const [userId, setUserId] = useState<string | null>(null);

  const link = (to: string | null) =>
    action.run(async () => {
      if (!userId) return;
      await linkSellerUser(userId, to);
      showSuccess(t(to ? 'sellers.link.linked' : 'sellers.link.unlinked'));
      setText('');
      setUserId(null);
    });

  return (
    <Card.Root>
      <Card.Body gap="3">
        <Heading as="h2" size="md">
          {t('sellers.link.title')}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {t('sellers.link.help')}
        </Text>
        <FormField label={t('sellers.link.account')}>
          <Autocomplete
            value={text}
            search={searchSellerAccounts}
            placeholder={t('sellers.link.placeholder')}
            onChange={(typed, option) => {
              setText(typed);
              setUserId(option?.id ?? null);
            }}
          />
        </FormField>
        <HStack ps={{ md: '180px' }} wrap="wrap">
          <Button colorPalette="brand" disabled={!userId} loading={action.busy} onClick={() => void link(sellerId)}>
            {t('sellers.link.link')}
          </Button>
          <Button variant="outline" disabled={!userId} loading={action.busy} onClick={() => void link(null)}>
            {t('sellers.link.unlink')}
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
