import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Page } from '../../components/ui/page';
import { PageSpinner } from '../../components/ui/spinner';
import { useOutbox } from '../../lib/offline/use-offline';
import { useLocationId } from '../../lib/state/use-location-id';
import { notifySuccess } from '../../lib/toast';
import { completeOnDevice, deviceRecipes, startOnDevice } from './device-order';
import { OrderWalkthrough } from './order-walkthrough';
import { BackToQueue, WalkthroughFrame, WalkthroughNotice } from './walkthrough-frame';

/**
 * The walkthrough of a sale kept on this device (/sync/make/{client id}), with or without a
 * network: opening it starts the order on the device, its last card completes it there; both
 * times go to the server with the order.
 */
export function DeviceWalkthroughPage() {
  const clientId = useParams().clientId ?? '';
  const navigate = useNavigate();
  const { data: orders, loaded } = useOutbox(useLocationId() ?? 0);
  const order = orders.find((o) => o.client_id === clientId);
  const [finishing, setFinishing] = useState(false);
  const open = !!order && !order.completed_at;
  useEffect(() => {
    if (open) void startOnDevice(clientId);
  }, [open, clientId]);

  const complete = async () => {
    setFinishing(true);
    await completeOnDevice(clientId);
    notifySuccess('Order completed on this device');
    navigate('/make-orders');
  };

  let body;
  if (!loaded) body = <PageSpinner />;
  else if (!order || (order.completed_at && !finishing)) {
    body = order ? (
      <WalkthroughNotice title={`${order.callOut} - Completed`} />
    ) : (
      <WalkthroughNotice title="This order is no longer on this device">
        <p className="text-slate-700">It has been sent: find it on the queue.</p>
      </WalkthroughNotice>
    );
  } else {
    body = (
      <WalkthroughFrame
        title={order.callOut}
        state={
          <span className="rounded bg-amber-100 px-2 py-0.5 text-sm font-medium text-amber-900">
            Not yet sent
          </span>
        }
      >
        <OrderWalkthrough
          items={deviceRecipes(order)}
          onFinish={() => void complete()}
          finishing={finishing}
          finishLabel="Complete Order"
        />
        <BackToQueue />
      </WalkthroughFrame>
    );
  }
  return (
    <Page title="Make Order" description="Make an order kept on this device, item by item">
      {body}
    </Page>
  );
}
