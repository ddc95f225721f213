import { Alert, Button, Group } from '@mantine/core';
import { IconAdjustments } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageLoader } from '../../shared/ui/PageLoader.tsx';
import { TitledPage } from '../../shared/ui/TitledPage.tsx';
import { useHolds } from './list-state.tsx';

/**
 * A yard's or a job's stock page: its title and crumbs, its Export (`exporter`, once the stock is known
 * and holds something), Adjust Inventory (`adjustTo`, once the stock is known) for those holding
 * inventory.adjust, then the refusal, the loader until the stock comes, or the stock.
 */
export function StockPage(props: {
  title: string;
  crumbs: { label: string; to?: string }[];
  adjustTo?: string | null;
  exporter?: ReactNode;
  failure: string | undefined;
  loading: string | null;
  children: ReactNode;
}) {
  const mayAdjust = useHolds('inventory.adjust');
  const adjust = props.adjustTo && mayAdjust && (
    <Button component={Link} to={props.adjustTo} leftSection={<IconAdjustments size={16} />}>
      Adjust Inventory
    </Button>
  );
  return (
    <TitledPage
      title={props.title}
      crumbs={props.crumbs}
      action={
        (props.exporter || adjust) && (
          <Group gap="xs">
            {props.exporter}
            {adjust}
          </Group>
        )
      }
    >
      {props.failure && (
        <Alert color="red" role="alert">
          {props.failure}
        </Alert>
      )}
      {!props.failure && props.loading && <PageLoader label={props.loading} />}
      {props.children}
    </TitledPage>
  );
}
