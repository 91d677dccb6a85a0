/** @jsxImportSource preact */
import { useEffect, useState } from 'preact/hooks';
import type { PublicMenu, Slot } from './api';
import { addLine, drinkCount, MAX_DRINKS, subtotalCents, type CartLine } from './cart';
import { CartList } from './cart-list';
import { CheckoutForm } from './checkout-form';
import { DrinkDialog } from './drink-dialog';
import type { DrinkTarget } from './drink-rules';
import { centsText } from './format';
import { MakeYourOwnCard, MenuList } from './menu-list';
import { followLink } from './router';
import { Alert, Notice, PageHeading, PageShell } from './ui';
import { useMenu } from './use-menu';

const SECTION_HEADING = 'mb-3 text-xl font-bold text-slate-900';

/** /order/{locationId}: the shop's menu, the order dialog, the cart and the checkout form. */
export function MenuPage({ locationId }: { locationId: number }) {
  const { menu, slots, problem, refreshSlots } = useMenu(locationId);
  useEffect(() => {
    document.title = menu ? `${menu.location.name} · Order ahead` : 'Order ahead';
  }, [menu]);
  // One heading for the loading and the loaded page, so the focus given to it stays.
  return (
    <PageShell>
      <PageHeading>{menu ? menu.location.name : 'Order ahead'}</PageHeading>
      {menu ? (
        <ShopMenu menu={menu} slots={slots} refreshSlots={refreshSlots} />
      ) : problem === 'missing' ? (
        <Notice>
          This shop does not take online orders.{' '}
          <a class="font-semibold text-teal-800 underline" href="/order" onClick={followLink}>
            Choose another shop
          </a>
        </Notice>
      ) : (
        <Notice>
          {problem
            ? 'The menu could not be loaded. Check your connection and reload the page.'
            : 'Loading the menu…'}
        </Notice>
      )}
    </PageShell>
  );
}

function ShopMenu({
  menu,
  slots,
  refreshSlots,
}: {
  menu: PublicMenu;
  slots: Slot[];
  refreshSlots: () => void;
}) {
  const [lines, setLines] = useState<CartLine[]>([]);
  const [target, setTarget] = useState<DrinkTarget | null>(null);
  const count = drinkCount(lines);
  return (
    <>
      {!menu.location.accepting && (
        <div class="mt-3">
          <Alert>
            {menu.location.name} is not taking online orders right now. You can look at the menu,
            and order once they open again.
          </Alert>
        </div>
      )}
      <SectionLinks count={count} />
      <section id="menu" aria-labelledby="menu-heading" class="mt-6 scroll-mt-4">
        <h2 id="menu-heading" class={SECTION_HEADING}>
          Menu
        </h2>
        <MenuList items={menu.menu_items} onChoose={(item) => setTarget({ kind: 'menu', item })} />
      </section>
      <section id="make-your-own" aria-labelledby="custom-heading" class="mt-8 scroll-mt-4">
        <h2 id="custom-heading" class={SECTION_HEADING}>
          Make your own
        </h2>
        <MakeYourOwnCard onChoose={() => setTarget({ kind: 'custom' })} />
      </section>
      <section id="your-order" aria-labelledby="order-heading" class="mt-8 scroll-mt-4">
        <h2 id="order-heading" class={SECTION_HEADING}>
          Your order
        </h2>
        <CartList lines={lines} menu={menu} onChange={setLines} />
        <CheckoutForm menu={menu} slots={slots} lines={lines} onRefused={refreshSlots} />
      </section>
      {count > 0 && <OrderShortcut count={count} totalCents={subtotalCents(lines)} />}
      {target && (
        <DrinkDialog
          target={target}
          menu={menu}
          cartFull={count >= MAX_DRINKS}
          onAdd={(line) => setLines((now) => addLine(now, line))}
          onClose={() => setTarget(null)}
        />
      )}
    </>
  );
}

const SECTION_LINK =
  'inline-flex min-h-11 items-center rounded-full border border-slate-300 bg-white px-3 text-sm font-semibold whitespace-nowrap text-slate-800 hover:border-teal-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-700';

/** Jumps to the page's sections: the menu is long on a phone. */
function SectionLinks({ count }: { count: number }) {
  return (
    <nav aria-label="Sections" class="mt-4 flex flex-wrap gap-2">
      <a href="#menu" class={SECTION_LINK}>
        Menu
      </a>
      <a href="#make-your-own" class={SECTION_LINK}>
        Make your own
      </a>
      <a href="#your-order" class={SECTION_LINK}>
        Your order{count ? ` (${count})` : ''}
      </a>
    </nav>
  );
}

/** A bar at the bottom of the screen that jumps to the order; hidden while the order is in view. */
function OrderShortcut({ count, totalCents }: { count: number; totalCents: number }) {
  const [orderInView, setOrderInView] = useState(false);
  useEffect(() => {
    const order = document.getElementById('your-order');
    if (!order) return;
    const observer = new IntersectionObserver(([entry]) => setOrderInView(entry.isIntersecting));
    observer.observe(order);
    return () => observer.disconnect();
  }, []);
  if (orderInView) return null;
  return (
    <a
      href="#your-order"
      class="fixed inset-x-4 bottom-4 mx-auto flex min-h-14 max-w-xl items-center justify-between rounded-2xl bg-teal-800 px-5 text-lg font-semibold text-white shadow-lg focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-900"
    >
      <span>
        Your order ({count} {count === 1 ? 'drink' : 'drinks'})
      </span>
      <span>{centsText(totalCents)}</span>
    </a>
  );
}
