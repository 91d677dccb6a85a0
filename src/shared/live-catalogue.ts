/**
 * The live channel's word that the catalogue changed (a menu item, price, soda, flavor, cup,
 * promotion, discount or order name): every open screen refetches the catalogue lists it shows.
 * Sold out has a message of its own (`{availability}`), so a sold-out change does not send this.
 */
export interface CatalogueChangedMessage {
  catalogue_changed: true;
}

export const CATALOGUE_CHANGED_MESSAGE: CatalogueChangedMessage = { catalogue_changed: true };

export const isCatalogueChanged = (message: unknown): message is CatalogueChangedMessage =>
  typeof message === 'object' &&
  message !== null &&
  (message as Partial<CatalogueChangedMessage>).catalogue_changed === true;
