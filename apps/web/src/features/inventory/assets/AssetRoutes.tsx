import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { LazyArea } from '../../../shared/ui/LazyArea.tsx';
import { useAssetPaths } from './asset-paths.ts';

const AssetListScreen = lazy(() => import('./AssetListScreen.tsx'));

const AssetFormScreen = lazy(() => import('./AssetFormScreen.tsx'));

const AssetDetailScreen = lazy(() => import('./AssetDetailScreen.tsx'));

const AssetRepairScreen = lazy(() => import('./AssetRepairScreen.tsx'));

const AssetFailureScreen = lazy(() => import('./AssetFailureScreen.tsx'));

const FailureLogScreen = lazy(() => import('./FailureLogScreen.tsx'));

const FailureReportScreen = lazy(() => import('./FailureReportScreen.tsx'));

const MeterTypesScreen = lazy(() => import('./MeterTypesScreen.tsx'));

/**
 * The asset screens (spec 4 §2 "Assets"), mounted at {base}/Asset/* and {base}/FailureLog/*, where
 * the base is /Inventory, or /Admin/Inventory under the administration tabs.
 */
export default function AssetRoutes() {
  const { failureLog } = useAssetPaths();
  return (
    <LazyArea>
      {failureLog ? (
        <Routes>
          <Route index element={<FailureLogScreen />} />
          <Route path=":id" element={<FailureReportScreen />} />
        </Routes>
      ) : (
        <Routes>
          <Route index element={<AssetListScreen />} />
          <Route path="CreateAsset" element={<AssetFormScreen />} />
          <Route path="MeterTypes" element={<MeterTypesScreen />} />
          <Route path=":id/EditAsset" element={<AssetFormScreen />} />
          <Route path=":id/AssetRepair" element={<AssetRepairScreen checkIn={false} />} />
          <Route path=":id/CheckInRepair" element={<AssetRepairScreen checkIn />} />
          <Route path=":id/AssetFailure" element={<AssetFailureScreen />} />
          <Route path=":sid" element={<AssetDetailScreen />} />
        </Routes>
      )}
    </LazyArea>
  );
}
