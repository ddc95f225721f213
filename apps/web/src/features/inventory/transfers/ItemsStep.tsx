import type { AvailableInventory } from '@fieldbook/contract/inventory-transfers';
import { messages } from '@fieldbook/contract/messages';
import { Alert, Stack } from '@mantine/core';
import { PageLoader } from '../../../shared/ui/PageLoader.tsx';
import type { LocationType } from './EndPicker.tsx';
import { AssetSection, type Pick, PickSection } from './PickSections.tsx';
import { useAvailable } from './transfers.queries.ts';

/** Step 1: add job-ready items, bulk items and assets from what the origin can send, with their amounts. */
export function ItemsStep(props: {
  origin: { type: LocationType; id: number };
  damagedAllowed: boolean;
  items: Pick[];
  setItems: (f: (p: Pick[]) => Pick[]) => void;
  bulk: Pick[];
  setBulk: (f: (p: Pick[]) => Pick[]) => void;
  assets: AvailableInventory['assetsAvailable'];
  setAssets: (f: (a: AvailableInventory['assetsAvailable']) => AvailableInventory['assetsAvailable']) => void;
}) {
  const available = useAvailable(props.origin.type, props.origin.id);
  if (available.error) {
    return (
      <Alert color="red" role="alert">
        {available.error.message}
      </Alert>
    );
  }
  if (!available.data) return <PageLoader label={messages.loading} />;
  const data = available.data;
  return (
    <Stack>
      <PickSection
        title="Job-ready items"
        options={data.jobReadyAvailable.map((i) => ({ id: i.jobReadyItemId, name: i.name, available: i.available }))}
        picks={props.items}
        setPicks={props.setItems}
        damaged={props.damagedAllowed}
      />
      <PickSection
        title="Bulk items"
        options={data.bulkAvailable.map((i) => ({ id: i.bulkItemId, name: i.name, available: i.available }))}
        picks={props.bulk}
        setPicks={props.setBulk}
        damaged={false}
      />
      <AssetSection available={data.assetsAvailable} picked={props.assets} setPicked={props.setAssets} />
    </Stack>
  );
}
