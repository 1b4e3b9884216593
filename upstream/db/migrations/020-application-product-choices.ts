import type { Migration } from '../migrate.ts';

// business.md 2.2 and 3 "Application form": each item of an EPD or CFP application carries its
// own PCR number and product type. The application keeps its own (the form's `pcrNumber`, and
// the first product's type); products stored before take their application's.
export const applicationProductChoicesMigration: Migration = {
  version: 20,
  name: 'application-product-choices',
  up(db) {
    db.exec(`
      ALTER TABLE application_products ADD COLUMN product_type TEXT CHECK (product_type IN ('EPD', 'CFP'));
      ALTER TABLE application_products ADD COLUMN pcr_number TEXT REFERENCES pcrs (pcr_number);
      UPDATE application_products
         SET product_type = (SELECT product_type FROM applications WHERE applications.id = application_products.application_id),
             pcr_number = (SELECT pcr_number FROM applications WHERE applications.id = application_products.application_id);
    `);
  },
};
