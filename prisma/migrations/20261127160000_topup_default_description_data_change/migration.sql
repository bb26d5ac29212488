-- DATA CHANGE: clears top-up descriptions that were only the dialog's title.
-- Issue 26 item 11: the top-up dialog stored its title ("Balansni to'ldirish" or "Пополнение
-- баланса") as each request's description, so a Russian reader saw Uzbek and the other way
-- round. The dialog sends none now, and the history names a top-up in the reader's language;
-- the titles stored before are no descriptions either.
UPDATE "Payment"
SET "description" = ''
WHERE "kind" = 'topup' AND "description" IN ('Balansni to''ldirish', 'Пополнение баланса');
