import { Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ListHeading, PagedColumns } from '../../components/list/ListParts';
import type { ListColumn } from '../../components/list/columns';
import { useListState } from '../../components/list/useListState';
import { useFormatters } from '../../components/useFormatters';
import { usePageTitle } from '../../components/usePageTitle';
import { fetchEnquiries, type Enquiry } from '../../data/contentAdmin';
import { useLoad } from '../../ui/useLoad';

const ltr = { dir: 'ltr', textAlign: 'start' } as const;

/**
 * The sponsor and advertising enquiries visitors send from the public site's "Email Us" (public spec §3, §5), newest
 * first: who, how to reach them, their company and their message. They were stored and read by no screen (issue 43).
 */
export function EnquiriesPage() {
  const { t } = useTranslation();
  usePageTitle('contentAdmin.enquiries.title');
  const format = useFormatters();
  const list = useListState({});
  const remote = useLoad(`enquiries:${JSON.stringify(list.paging)}`, (signal) => fetchEnquiries(list.paging, signal));
  const columns: Array<ListColumn<Enquiry>> = [
    {
      id: 'createdAt',
      header: t('contentAdmin.enquiries.createdAt'),
      cell: (r) => format.dateTime(r.createdAt),
      cellProps: { whiteSpace: 'nowrap' },
    },
    { id: 'name', header: t('contentAdmin.enquiries.name'), cell: (r) => r.name },
    { id: 'email', header: t('contentAdmin.enquiries.email'), cell: (r) => r.email ?? '—', cellProps: ltr },
    { id: 'phoneNumber', header: t('contentAdmin.enquiries.phoneNumber'), cell: (r) => r.phoneNumber, cellProps: ltr },
    { id: 'companyName', header: t('contentAdmin.enquiries.companyName'), cell: (r) => r.companyName },
    { id: 'companyEmail', header: t('contentAdmin.enquiries.companyEmail'), cell: (r) => r.companyEmail, cellProps: ltr },
    {
      id: 'message',
      header: t('contentAdmin.enquiries.message'),
      cell: (r) => (
        <Text whiteSpace="pre-wrap" minWidth="48" maxWidth="md" dir="auto">
          {r.message}
        </Text>
      ),
    },
  ];
  return (
    <Stack gap="5">
      <ListHeading title={t('contentAdmin.enquiries.title')} subtitle={<Text color="fg.muted">{t('contentAdmin.enquiries.intro')}</Text>} />
      <PagedColumns loaded={remote} list={list} columns={columns} />
    </Stack>
  );
}
