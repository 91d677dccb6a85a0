-- Hand-written: the functions that plan with enable_seqscan off never compile their plans to
-- machine code. docs/decisions/048-stock-folded-after-the-sale.md
--
-- enable_seqscan = off does not forbid a sequential scan: it adds a huge cost to one, and a scan
-- that has no index to take (fold_stock's DELETE of stock_pending_orders) keeps it. A plan that
-- costly passes every JIT threshold, so PostgreSQL compiled it with LLVM at every call: a fold
-- with nothing to do took 28-33 ms instead of 0.5, five times a second and before every stock
-- read. These plans are a few index lookups; JIT never pays for them.
ALTER FUNCTION fold_stock() SET jit = off;--> statement-breakpoint
ALTER FUNCTION sales_rollup_cost_changes(integer[], integer[]) SET jit = off;--> statement-breakpoint
ALTER FUNCTION stock_record_orders(integer[]) SET jit = off;--> statement-breakpoint
ALTER FUNCTION stock_sell_orders(integer[]) SET jit = off;--> statement-breakpoint
ALTER FUNCTION stock_apply_orders(integer[]) SET jit = off;
