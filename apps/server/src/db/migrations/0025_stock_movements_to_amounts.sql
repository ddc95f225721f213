DROP INDEX "stock_movements_to";--> statement-breakpoint
CREATE INDEX "stock_movements_to" ON "stock_movements" USING btree ("to_kind","to_id","item_kind","item_id","amount","damaged");