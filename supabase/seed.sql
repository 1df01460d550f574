-- Demo data for Bottega del Bun: runs once on a fresh database (local stack, `supabase db reset`)
-- after the migrations. Images live in supabase/seed-assets/<bucket>/seed/…, uploaded to
-- storage on first seed; rows reference them as "<bucket>/seed/<file>". Product photos are
-- rendered by scripts/generate-product-photos.ts in three widths (<name>-400w/-640w/-960w.webp);
-- rows name the 640 px one and the app offers the others by srcset (decision 013).
--
-- Demo logins (kept in sync with supabase/local/demo-accounts.ts, checked by a test):
--   admin@bottegadelbun.it     Admin-Bun-2026    admin, second factor: TOTP key
--                              BOTTEGADELBUNAMMINISTRATOREDEMO2 (decision 016)
--   giulia.rossi@example.com   Giulia-Bun-2026   private customer
--   osteria.borgo@example.com  Osteria-Bun-2026  restaurant owner (business account, two addresses)
--   cucina.borgo@example.com   Cucina-Bun-2026   the restaurant's chef (team role Ordini, 150 € per order)

-- ---------------------------------------------------------------------------------------------
-- Demo accounts. Token columns are '' rather than NULL because GoTrue cannot scan NULL there.
insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  confirmation_token, recovery_token, email_change_token_new, email_change,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at
)
select
  '00000000-0000-0000-0000-000000000000', account.id, 'authenticated', 'authenticated', account.email,
  extensions.crypt(account.password, extensions.gen_salt('bf', 10)), now() - account.age,
  '', '', '', '',
  '{"provider":"email","providers":["email"]}'::jsonb,
  jsonb_build_object('name', account.name), now() - account.age, now() - account.age
from (values
  ('6f1c2a4e-1b2d-4c3e-9f10-0a1b2c3d4e01'::uuid, 'admin@bottegadelbun.it', 'Admin-Bun-2026', 'Chiara Ferrero', interval '120 days'),
  ('6f1c2a4e-1b2d-4c3e-9f10-0a1b2c3d4e02'::uuid, 'giulia.rossi@example.com', 'Giulia-Bun-2026', 'Giulia Rossi', interval '40 days'),
  ('6f1c2a4e-1b2d-4c3e-9f10-0a1b2c3d4e03'::uuid, 'osteria.borgo@example.com', 'Osteria-Bun-2026', 'Luca Martini', interval '60 days'),
  ('6f1c2a4e-1b2d-4c3e-9f10-0a1b2c3d4e04'::uuid, 'cucina.borgo@example.com', 'Cucina-Bun-2026', 'Marco Ferri', interval '50 days'),
  -- A restaurant that asked for a business account and waits for the bakery (no demo login).
  ('6f1c2a4e-1b2d-4c3e-9f10-0a1b2c3d4e05'::uuid, 'trattoria.nino@example.com', encode(extensions.gen_random_bytes(18), 'base64'), 'Nino Gallo', interval '2 days')
) as account (id, email, password, name, age);

insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select users.id::text, users.id,
  jsonb_build_object('sub', users.id::text, 'email', users.email, 'email_verified', true),
  'email', users.created_at, users.created_at, users.created_at
from auth.users users
where users.id in (
  '6f1c2a4e-1b2d-4c3e-9f10-0a1b2c3d4e01', '6f1c2a4e-1b2d-4c3e-9f10-0a1b2c3d4e02', '6f1c2a4e-1b2d-4c3e-9f10-0a1b2c3d4e03',
  '6f1c2a4e-1b2d-4c3e-9f10-0a1b2c3d4e04', '6f1c2a4e-1b2d-4c3e-9f10-0a1b2c3d4e05'
);

insert into public.admin_users (user_id, created_by)
values ('6f1c2a4e-1b2d-4c3e-9f10-0a1b2c3d4e01', null);

-- The demo admin’s second factor (decision 016): admin work needs an aal2 session, so the demo
-- admin has a verified TOTP factor whose key is as public as the demo password. Add it to any
-- authenticator app (`npm start` prints it with a QR code) to open the console.
insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, secret, created_at, updated_at)
values (
  '6f1c2a4e-1b2d-4c3e-9f10-0a1b2c3d4f01', '6f1c2a4e-1b2d-4c3e-9f10-0a1b2c3d4e01', 'App demo',
  'totp', 'verified', 'BOTTEGADELBUNAMMINISTRATOREDEMO2', now() - interval '120 days', now() - interval '120 days'
);

-- The profiles exist already (sign-up trigger), made now: date them from their accounts, or the
-- console counts every demo customer as new this week.
update public.profiles p
set created_at = u.created_at
from auth.users u
where u.id = p.id and u.id in (
  '6f1c2a4e-1b2d-4c3e-9f10-0a1b2c3d4e01', '6f1c2a4e-1b2d-4c3e-9f10-0a1b2c3d4e02', '6f1c2a4e-1b2d-4c3e-9f10-0a1b2c3d4e03',
  '6f1c2a4e-1b2d-4c3e-9f10-0a1b2c3d4e04', '6f1c2a4e-1b2d-4c3e-9f10-0a1b2c3d4e05'
);

-- Fill in the rest.
update public.profiles
set phone = '+39 011 640 1234'
where id = '6f1c2a4e-1b2d-4c3e-9f10-0a1b2c3d4e01';

update public.profiles
set phone = '+39 347 218 5590', tax_code = 'RSSGLI90C54L219E'
where id = '6f1c2a4e-1b2d-4c3e-9f10-0a1b2c3d4e02';

update public.profiles
set phone = '+39 011 947 2210',
  customer_type = 'business',
  company_name = 'Osteria del Borgo S.n.c.',
  vat_number = '11876540011',
  tax_code = '11876540011',
  sdi_code = 'M5UXCR1',
  pec = 'osteriadelborgo@pec.it'
where id = '6f1c2a4e-1b2d-4c3e-9f10-0a1b2c3d4e03';

-- The osteria's business account, as the bakery approved it (decision 015): registered office,
-- transfers at 30 days from delivery, 1,500 € of credit, closed on Mondays; the chef orders with
-- a limit of 150 € per order, above which the owner approves.
insert into public.business_requests (customer_id, kind, company_name, vat_number, tax_code, office_street,
  office_postal_code, office_city, office_province, sdi_code, pec, status, submitted_at, reviewed_at, reviewed_by)
values ('6f1c2a4e-1b2d-4c3e-9f10-0a1b2c3d4e03', 'new', 'Osteria del Borgo S.n.c.', '11876540011', '11876540011',
  'Via Vittorio Emanuele II 21', '10023', 'Chieri', 'TO', 'M5UXCR1', 'osteriadelborgo@pec.it', 'approved',
  now() - interval '60 days', now() - interval '59 days', '6f1c2a4e-1b2d-4c3e-9f10-0a1b2c3d4e01');
insert into public.business_accounts (customer_id, office_street, office_postal_code, office_city, office_province,
  payment_terms, payment_term_days, credit_limit, closed_weekdays, approved_at, approved_by)
values ('6f1c2a4e-1b2d-4c3e-9f10-0a1b2c3d4e03', 'Via Vittorio Emanuele II 21', '10023', 'Chieri', 'TO',
  'days_after_delivery', 30, 1500, '{1}', now() - interval '59 days', '6f1c2a4e-1b2d-4c3e-9f10-0a1b2c3d4e01');
insert into public.business_members (user_id, business_id, role, purchase_limit, added_by, created_at)
values
  ('6f1c2a4e-1b2d-4c3e-9f10-0a1b2c3d4e03', '6f1c2a4e-1b2d-4c3e-9f10-0a1b2c3d4e03', 'owner', null, null, now() - interval '59 days'),
  ('6f1c2a4e-1b2d-4c3e-9f10-0a1b2c3d4e04', '6f1c2a4e-1b2d-4c3e-9f10-0a1b2c3d4e03', 'orders', 150, '6f1c2a4e-1b2d-4c3e-9f10-0a1b2c3d4e03', now() - interval '50 days');

update public.profiles set phone = '+39 333 871 2045' where id = '6f1c2a4e-1b2d-4c3e-9f10-0a1b2c3d4e04';

-- Trattoria Da Nino waits for the bakery's check (the console's "Richieste business").
insert into public.business_requests (customer_id, kind, company_name, vat_number, tax_code, office_street,
  office_postal_code, office_city, office_province, sdi_code, submitted_at)
values ('6f1c2a4e-1b2d-4c3e-9f10-0a1b2c3d4e05', 'new', 'Trattoria Da Nino di Gallo Nino', '07643520013',
  'GLLNNI68A01L219D', 'Corso Francia 210', '10143', 'Torino', 'TO', 'KRRH6B9', now() - interval '1 day');
update public.admin_notifications n
  set created_at = r.submitted_at,
    read_at = case when r.status <> 'pending' then r.reviewed_at end
  from public.business_requests r
  where n.type = 'business_request' and n.payload ->> 'request_id' = r.id::text;

insert into public.delivery_addresses (user_id, label, recipient, street, postal_code, city, province, phone, notes, is_default, created_at)
values
  ('6f1c2a4e-1b2d-4c3e-9f10-0a1b2c3d4e02', 'Casa', 'Giulia Rossi', 'Via Nizza 142', '10126', 'Torino', 'TO',
    '+39 347 218 5590', 'Citofono Rossi, terzo piano', true, now() - interval '40 days'),
  ('6f1c2a4e-1b2d-4c3e-9f10-0a1b2c3d4e03', 'Osteria', 'Osteria del Borgo - Luca Martini', 'Via Vittorio Emanuele II 21', '10023', 'Chieri', 'TO',
    '+39 011 947 2210', 'Ingresso merci dal cortile, consegna entro le 11:00', true, now() - interval '60 days'),
  ('6f1c2a4e-1b2d-4c3e-9f10-0a1b2c3d4e03', 'Laboratorio catering', 'Osteria del Borgo - Catering', 'Strada Cambiano 8', '10023', 'Chieri', 'TO',
    '+39 335 610 4478', 'Aperto dal lunedì al venerdì, 8:00-16:00', false, now() - interval '30 days');

-- ---------------------------------------------------------------------------------------------
-- The catalogue: ten buns, prices per pack of 4, allergens matching the ingredients, energy
-- from the nutrients by the Annex XIV factors (the database recalculates it on every write),
-- legal name, shelf life from the day of baking, VAT rate by ingredients (decision 016).
insert into public.products (
  slug, name, description, full_description, price, image_url, gallery, category, tags, ingredients,
  allergens, nutritional_values, preparation, storage, perfect_pairings, is_bestseller, is_vegan,
  is_gluten_free, stock_quantity, weight_grams, pack_size, legal_name, shelf_life_days, vat_rate
)
select
  p.slug, p.name, p.description, p.full_description, p.price,
  'product-images/seed/' || p.slug || '-640w.webp',
  array['product-images/seed/' || p.slug || '-640w.webp', 'product-images/seed/' || p.slug || '-burger-640w.webp'],
  p.category, p.tags, p.ingredients, p.allergens, p.nutrition::jsonb,
  'Scaldate i bun in forno a 180°C per 2-3 minuti, oppure tagliateli a metà e tostate il lato interno sulla piastra calda per 30-40 secondi: la crosta resta fragrante e la mollica morbida.',
  p.storage, p.pairings, p.bestseller, p.vegan, p.gluten_free, p.stock, p.weight, 4,
  p.legal_name, p.shelf_life_days, p.vat_rate
from (values
  ('bun-classico', 'Bun Classico',
    'Il nostro bun da hamburger per eccellenza: morbido, dorato e coperto di semi di sesamo tostati.',
    'Il Bun Classico è il panino con cui è nata la Bottega. Impastiamo farina di grano tenero piemontese con latte, burro e lievito madre, lasciamo lievitare l''impasto per oltre 18 ore e lo formiamo a mano in pezzi da 80 grammi. In forno a 230°C sviluppa una crosta sottile e lucida e una mollica fitta ma soffice, che regge il succo dell''hamburger senza sfaldarsi. Il sesamo tostato in superficie aggiunge una nota croccante e leggermente nocciolata.',
    4.50, 'classici', array['sesamo', 'morbido', 'lievito madre'],
    'Farina di grano tenero tipo 0, acqua, latte intero, burro, uova, zucchero, lievito madre, semi di sesamo (3%), sale, lievito di birra.',
    array['glutine', 'latte', 'uova', 'sesamo'],
    '{"calories": 303, "carbs": 49.2, "sugars": 4.4, "proteins": 9.8, "fats": 6.9, "saturated_fats": 3.1, "fiber": 2.6, "salt": 1.1}',
    'Conservare in luogo fresco e asciutto nella confezione chiusa. Si può congelare fino a 3 mesi; scongelare a temperatura ambiente.',
    array['Hamburger di Fassona piemontese', 'Cheddar stagionato', 'Cipolla caramellata', 'Salsa barbecue'],
    true, false, false, 120, 80,
    'Pane al latte con burro, uova e semi di sesamo', 6, 10),
  ('buns-patata', 'Bun di Patate',
    'Soffice e leggermente dolce, con patate piemontesi nell''impasto: il preferito per gli smash burger.',
    'Nel Bun di Patate una parte della farina è sostituita da patate di montagna lessate e schiacciate il giorno stesso. Il risultato è una mollica umida e vellutata che rimane morbida più a lungo, con una crosta sottile color oro. È il bun ideale per gli smash burger e per i ripieni ricchi di salse, perché assorbe il succo senza diventare molle.',
    4.90, 'classici', array['patate', 'soffice', 'smash burger'],
    'Farina di grano tenero tipo 0, patate piemontesi (22%), acqua, latte intero, burro, uova, zucchero, sale, lievito di birra.',
    array['glutine', 'latte', 'uova'],
    '{"calories": 288, "carbs": 48.5, "sugars": 4.4, "proteins": 8.4, "fats": 6.2, "saturated_fats": 2.8, "fiber": 2.3, "salt": 1.0}',
    'Conservare in luogo fresco e asciutto nella confezione chiusa. Si può congelare fino a 3 mesi; scongelare a temperatura ambiente.',
    array['Smash burger', 'Pulled pork', 'Pollo fritto croccante', 'Insalata coleslaw'],
    true, false, false, 64, 85,
    'Pane al latte con patate, burro e uova', 6, 10),
  ('bun-carbone-vegetale', 'Bun Nero al Carbone Vegetale',
    'Nero intenso, gusto delicato e semi di sesamo: un bun vegano che fa scena nel piatto.',
    'Il carbone vegetale colora l''impasto di un nero profondo senza cambiarne il sapore, che resta delicato e leggermente sapido. Impastiamo solo con olio extravergine d''oliva e lievito madre, senza latte né uova, e completiamo con semi di sesamo. Perfetto per burger di pesce, vegetali o per un menu che vuole sorprendere.',
    5.50, 'speciali', array['vegano', 'carbone vegetale', 'sesamo'],
    'Farina di grano tenero tipo 0, acqua, olio extravergine d''oliva, carbone vegetale (1,5%), lievito madre, zucchero di canna, semi di sesamo, sale.',
    array['glutine', 'sesamo'],
    '{"calories": 269, "carbs": 47.0, "sugars": 4.2, "proteins": 8.6, "fats": 4.5, "saturated_fats": 2.0, "fiber": 3.1, "salt": 1.2}',
    'Conservare in luogo fresco e asciutto nella confezione chiusa. Si può congelare fino a 3 mesi; scongelare a temperatura ambiente.',
    array['Burger di salmone', 'Maionese al wasabi', 'Burger vegetale di ceci', 'Cavolo rosso marinato'],
    false, true, false, 8, 80,
    'Pane all''olio extravergine di oliva con carbone vegetale e semi di sesamo', 5, 10),
  ('bun-brioche-burro', 'Brioche Bun al Burro',
    'Una vera brioche da hamburger: burro, uova fresche e una doratura lucida che profuma di forno.',
    'La nostra brioche è ricca ma equilibrata: il 15% di burro e le uova fresche danno una mollica filante e una crosta lucida, spennellata a mano con tuorlo prima della cottura. La leggera dolcezza esalta carni saporite come il manzo frollato, il bacon croccante e il pulled pork.',
    5.90, 'brioche', array['brioche', 'burro', 'gourmet'],
    'Farina di grano tenero tipo 0, burro (15%), uova fresche, latte intero, zucchero, lievito madre, sale, tuorlo d''uovo per la doratura.',
    array['glutine', 'latte', 'uova'],
    '{"calories": 338, "carbs": 50.1, "sugars": 4.5, "proteins": 9.2, "fats": 10.8, "saturated_fats": 4.9, "fiber": 2.0, "salt": 1.0}',
    'Conservare in luogo fresco e asciutto nella confezione chiusa. Si può congelare fino a 3 mesi; scongelare a temperatura ambiente.',
    array['Hamburger di manzo frollato', 'Bacon croccante', 'Pulled pork', 'Uovo all''occhio di bue'],
    true, false, false, 45, 90,
    'Pane dolce tipo brioche con burro e uova', 5, 10),
  ('bun-integrale-cereali', 'Bun Integrale ai Cinque Cereali',
    'Farina integrale e un mix di semi croccanti: rustico, profumato e vegano.',
    'Un bun dal carattere rustico: farina integrale di grano tenero, farina tipo 1 e un mix di semi di girasole, lino, sesamo, avena e soia che rende la crosta croccante e la mollica saporita. Senza latte né uova, ricco di fibre, accompagna benissimo burger vegetali e carni bianche.',
    4.70, 'integrali', array['integrale', 'semi', 'vegano'],
    'Farina integrale di grano tenero, farina di grano tenero tipo 1, acqua, mix di semi (girasole, lino, sesamo, fiocchi di avena, soia) (8%), olio extravergine d''oliva, lievito madre, malto d''orzo, sale.',
    array['glutine', 'sesamo', 'soia'],
    '{"calories": 278, "carbs": 42.0, "sugars": 3.8, "proteins": 10.6, "fats": 6.1, "saturated_fats": 2.7, "fiber": 6.4, "salt": 1.1}',
    'Conservare in luogo fresco e asciutto nella confezione chiusa. Si può congelare fino a 3 mesi; scongelare a temperatura ambiente.',
    array['Burger di lenticchie', 'Hamburger di tacchino', 'Avocado', 'Caprino fresco'],
    false, true, false, 38, 85,
    'Pane integrale di grano tenero con semi misti', 6, 4),
  ('bun-senza-glutine', 'Bun Senza Glutine',
    'Morbido e saporito anche senza glutine: farina di riso, psyllium e semi di papavero.',
    'Il Bun Senza Glutine nasce in un''area del laboratorio dedicata, con attrezzature separate, e ogni lotto è controllato per un contenuto di glutine inferiore a 20 mg/kg. La fibra di psyllium dà una mollica elastica che non si sbriciola, i semi di papavero una superficie croccante. Contiene uova.',
    6.90, 'senza_glutine', array['senza glutine', 'papavero', 'morbido'],
    'Farina di riso, amido di mais, amido di tapioca, acqua, uova, olio di semi di girasole, fibra di psyllium, zucchero di canna, semi di papavero, lievito di birra, sale.',
    array['uova'],
    '{"calories": 256, "carbs": 44.0, "sugars": 4.0, "proteins": 4.2, "fats": 6.0, "saturated_fats": 2.7, "fiber": 4.8, "salt": 1.0}',
    'Conservare in luogo fresco e asciutto nella confezione chiusa. Si può congelare fino a 3 mesi; scongelare a temperatura ambiente.',
    array['Hamburger di Fassona piemontese', 'Pomodoro cuore di bue', 'Maionese fatta in casa', 'Rucola'],
    false, false, true, 6, 75,
    'Pane senza glutine con farina di riso, uova e semi di papavero', 4, 10),
  ('bun-pomodoro-origano', 'Bun al Pomodoro e Origano',
    'Impasto al pomodoro con origano di Sicilia: il sapore della pizza in un bun vegano.',
    'Passata di pomodoro nell''impasto, olio extravergine e origano secco: un bun dal colore caldo e dal profumo mediterraneo. Senza latte né uova, è perfetto con burger vegetali, mozzarella e verdure grigliate.',
    5.30, 'speciali', array['pomodoro', 'origano', 'vegano'],
    'Farina di grano tenero tipo 0, acqua, passata di pomodoro (12%), olio extravergine d''oliva, origano, lievito madre, sale.',
    array['glutine'],
    '{"calories": 262, "carbs": 46.0, "sugars": 4.1, "proteins": 8.1, "fats": 4.4, "saturated_fats": 2.0, "fiber": 3.0, "salt": 1.3}',
    'Conservare in luogo fresco e asciutto nella confezione chiusa. Si può congelare fino a 3 mesi; scongelare a temperatura ambiente.',
    array['Burger di melanzane', 'Mozzarella di bufala', 'Basilico fresco', 'Verdure grigliate'],
    false, true, false, 0, 80,
    'Pane all''olio extravergine di oliva con pomodoro e origano', 5, 10),
  ('bun-rustico-olio', 'Bun Rustico all''Olio Extravergine',
    'Crosta croccante, spolvero di semola e olio extravergine: semplice, vegano, irresistibile.',
    'Il più essenziale dei nostri bun: farina tipo 1, olio extravergine d''oliva e lievito madre. L''incisione a mano e lo spolvero di semola rimacinata gli danno l''aspetto di un piccolo pane di campagna, con una crosta che scrocchia e una mollica alveolata. Ottimo con porchetta, grigliate e verdure.',
    3.90, 'classici', array['olio extravergine', 'rustico', 'vegano'],
    'Farina di grano tenero tipo 1, acqua, olio extravergine d''oliva (6%), lievito madre, semola rimacinata di grano duro per lo spolvero, sale.',
    array['glutine'],
    '{"calories": 277, "carbs": 48.5, "sugars": 4.4, "proteins": 8.6, "fats": 4.8, "saturated_fats": 2.2, "fiber": 2.7, "salt": 1.2}',
    'Conservare in luogo fresco e asciutto in un sacchetto di carta. Si può congelare fino a 3 mesi; scongelare a temperatura ambiente.',
    array['Porchetta', 'Burger di manzo alla griglia', 'Peperoni arrostiti', 'Friarielli'],
    false, true, false, 90, 80,
    'Pane all''olio extravergine di oliva', 4, 4),
  ('bun-segale-cipolla', 'Bun di Segale e Cipolla Caramellata',
    'Segale integrale e cipolla caramellata nell''impasto: un bun dal gusto deciso, da pastrami.',
    'Un bun ispirato alle panetterie del Nord Europa: farina di segale integrale, un filo di miele e cipolla caramellata a fuoco lento nel nostro laboratorio. La mollica è compatta e aromatica, la crosta scura. Dà il meglio con carni affumicate, senape e formaggi di montagna come la Toma piemontese.',
    5.60, 'integrali', array['segale', 'cipolla', 'gourmet'],
    'Farina di grano tenero tipo 1, farina di segale integrale (20%), acqua, cipolla caramellata (8%), burro, lievito madre, miele, sale.',
    array['glutine', 'latte'],
    '{"calories": 270, "carbs": 44.5, "sugars": 4.0, "proteins": 8.2, "fats": 5.3, "saturated_fats": 2.4, "fiber": 5.6, "salt": 1.2}',
    'Conservare in luogo fresco e asciutto nella confezione chiusa. Si può congelare fino a 3 mesi; scongelare a temperatura ambiente.',
    array['Pastrami', 'Senape in grani', 'Crauti', 'Toma piemontese'],
    false, false, false, 22, 90,
    'Pane di segale con cipolla caramellata, burro e miele', 6, 10),
  ('bun-curcuma-vegano', 'Bun Vegano alla Curcuma',
    'Giallo solare, curcuma e sesamo nero: un bun vegano profumato per burger speziati.',
    'La curcuma dà all''impasto un colore dorato e una nota calda e leggermente amarognola, bilanciata dal sesamo nero in superficie. Impastato con olio di girasole e lievito madre, senza ingredienti di origine animale, è pensato per burger di legumi, pollo speziato e salse allo yogurt.',
    5.20, 'speciali', array['curcuma', 'sesamo nero', 'vegano'],
    'Farina di grano tenero tipo 0, acqua, olio di semi di girasole, curcuma (1%), zucchero di canna, lievito madre, semi di sesamo nero, sale.',
    array['glutine', 'sesamo'],
    '{"calories": 274, "carbs": 47.5, "sugars": 4.3, "proteins": 8.3, "fats": 5.0, "saturated_fats": 2.2, "fiber": 2.8, "salt": 1.1}',
    'Conservare in luogo fresco e asciutto nella confezione chiusa. Si può congelare fino a 3 mesi; scongelare a temperatura ambiente.',
    array['Burger di ceci al curry', 'Pollo tandoori', 'Salsa allo yogurt e menta', 'Chutney di mango'],
    false, true, false, 30, 80,
    'Pane all''olio di semi di girasole con curcuma e sesamo nero', 5, 4)
) as p (slug, name, description, full_description, price, category, tags, ingredients, allergens, nutrition,
  storage, pairings, bestseller, vegan, gluten_free, stock, weight, legal_name, shelf_life_days, vat_rate);

-- VAT by ingredients (decision 016): 4 % for ordinary bakery products, 10 % for those with eggs,
-- honey, cheese or another ingredient outside L. 580/1967 (potatoes, tomato, onion, vegetable
-- charcoal), set per product above.

-- ---------------------------------------------------------------------------------------------
-- Home carousel: five active slides and a seasonal one waiting to be switched on.
insert into public.homepage_carousel (media_url, media_type, title, description, is_active, display_order)
values
  ('carousel-media/seed/creazione-classico.svg', 'image', 'Il Classico della Bottega',
    'Bun al sesamo, hamburger di Fassona piemontese e cheddar stagionato.', true, 1),
  ('carousel-media/seed/creazione-patata.svg', 'image', 'Smash burger sul Bun di Patate',
    'Doppia carne schiacciata sulla piastra e un bun soffice che non si arrende.', true, 2),
  ('carousel-media/seed/creazione-brioche.svg', 'image', 'Brioche al burro',
    'Manzo frollato, bacon croccante e la nostra brioche lucida.', true, 3),
  ('carousel-media/seed/creazione-carbone.svg', 'image', 'Nero al carbone, cuore vegetale',
    'Burger di ceci e verdure nel bun vegano al carbone vegetale.', true, 4),
  ('carousel-media/seed/creazione-integrale.svg', 'image', 'Integrale ai cinque cereali',
    'Semi croccanti, burger di lenticchie e avocado.', true, 5),
  ('carousel-media/seed/creazione-natale.svg', 'image', 'Edizione di Natale',
    'Il bun delle feste arriva a dicembre.', false, 6);

-- ---------------------------------------------------------------------------------------------
-- Blog: three published posts and a draft.
insert into public.blog_posts (slug, title, excerpt, body_md, cover_image_url, author_id, author_name, status, published_at)
values
  ('come-scaldare-i-bun', 'Come scaldare i bun: la guida della Bottega',
    'Forno, piastra o padella: tre modi per servire un bun caldo, fragrante fuori e morbido dentro.',
    $md$Un buon hamburger comincia dal pane. Anche il bun più fresco dà il meglio di sé quando arriva in tavola **tiepido e appena tostato**: la crosta ritrova la sua fragranza e la mollica torna soffice.

## In forno

Il metodo più semplice per scaldare tanti bun insieme:

1. preriscaldate il forno a **180°C** (statico);
2. disponete i bun interi sulla griglia, senza tagliarli;
3. lasciateli **2-3 minuti**, non di più: devono scaldarsi, non seccarsi.

## Sulla piastra

Per gli hamburger da locale è la scelta migliore. Tagliate il bun a metà e appoggiate il **lato interno** sulla piastra calda per 30-40 secondi, finché diventa dorato. La superficie tostata fa da barriera e il succo della carne non inzuppa il pane.

> Un velo di burro sulla piastra esalta il sapore del Brioche Bun; con i bun vegani usate un filo d'olio extravergine.

## In padella

Non avete piastra? Una padella antiaderente ben calda funziona allo stesso modo. Niente coperchio: il vapore ammorbidirebbe la crosta.

## E se sono congelati?

I nostri bun si congelano benissimo fino a **3 mesi**. Scongelateli a temperatura ambiente per circa un'ora, poi seguite uno dei metodi qui sopra. Evitate il microonde: rende la mollica gommosa in pochi secondi.$md$,
    'blog-images/seed/come-scaldare-i-bun.svg', '6f1c2a4e-1b2d-4c3e-9f10-0a1b2c3d4e01', 'Chiara Ferrero',
    'published', now() - interval '32 days'),
  ('lievito-madre-18-ore', 'Lievito madre e 18 ore di lievitazione: perché aspettiamo',
    'Il segreto dei nostri bun è il tempo. Vi raccontiamo cosa succede all''impasto mentre riposa.',
    $md$Nel nostro laboratorio di Moncalieri ogni impasto riposa **almeno 18 ore** prima di diventare un bun. Non è una questione di romanticismo: è chimica, e si sente al primo morso.

## Cosa fa il lievito madre

Il lievito madre è una coltura viva di lieviti e batteri lattici che rinfreschiamo ogni giorno con farina e acqua. Rispetto al solo lievito di birra:

- sviluppa **aromi più complessi**, con una leggera nota acidula che bilancia la dolcezza dell'impasto;
- rende la mollica **più soffice e più a lungo**, perché trattiene meglio l'umidità;
- aiuta la **conservazione**: i nostri bun restano buoni 5-7 giorni.

## Perché 18 ore

Una lievitazione lenta, a **24°C**, dà agli enzimi il tempo di lavorare amidi e proteine della farina. L'impasto diventa più digeribile e più saporito, e la struttura regge anche il burger più succoso.

## Dalla spezzatura al forno

Dopo il riposo dividiamo l'impasto **a mano** in pezzi da 80 grammi, li formiamo uno a uno e li lasciamo lievitare ancora. Poi il forno: **230°C per 12 minuti**, quanto basta per una crosta sottile e dorata.

Aspettare costa fatica, ma il risultato vale ogni minuto.$md$,
    'blog-images/seed/lievito-madre-18-ore.svg', '6f1c2a4e-1b2d-4c3e-9f10-0a1b2c3d4e01', 'Chiara Ferrero',
    'published', now() - interval '18 days'),
  ('burger-perfetto-ristoranti', 'Cinque consigli per il burger perfetto nel tuo locale',
    'Dalla scelta del bun alla gestione del servizio: cosa abbiamo imparato lavorando con i ristoratori piemontesi.',
    $md$Forniamo bun a osterie, burger bar e catering del Piemonte. Ecco cinque consigli che sentiamo ripetere dai cuochi più bravi.

## 1. Il bun giusto per ogni ricetta

Non esiste un bun per tutto. Il **Bun di Patate** è perfetto per gli smash burger, il **Brioche Bun** per le carni frollate e il bacon, il **Bun Rustico all'olio** per porchetta e grigliate. Nel nostro quiz "Quale Bun fa per te?" trovate un primo orientamento.

## 2. Proporzioni

Un bun da 80 grammi regge bene un burger da 150-180 grammi. Se il pane è troppo piccolo la carne scivola; se è troppo grande copre il sapore.

## 3. Tostatura sempre

Tostate il lato interno sulla piastra: bastano 30-40 secondi. La superficie dorata protegge la mollica dai succhi.

## 4. Ordini puntuali

Ordinate entro le **14:00** e consegniamo in **1-2 giorni lavorativi** con corriere refrigerato. Con il **bundle personalizzato** ottenete il 10% di sconto su ogni gruppo di 5 confezioni, anche mescolando bun diversi.

## 5. Scorte senza sprechi

I bun si congelano fino a 3 mesi senza perdere qualità: tenete una piccola scorta in freezer per i weekend più affollati.

Per forniture continuative scriveteci dalla pagina **Per Ristoratori**: prepariamo listini e consegne su misura, con fattura elettronica.$md$,
    'blog-images/seed/burger-perfetto-ristoranti.svg', '6f1c2a4e-1b2d-4c3e-9f10-0a1b2c3d4e01', 'Chiara Ferrero',
    'published', now() - interval '6 days'),
  ('bun-d-inverno', 'In arrivo: i bun d''inverno',
    'Segale, castagne e spezie: stiamo provando i bun della stagione fredda.',
    $md$Bozza: raccontare le prove di impasto con farina di castagne e il bun speziato per le feste. Aggiungere foto dal laboratorio e data di uscita.$md$,
    'blog-images/seed/bun-d-inverno.svg', '6f1c2a4e-1b2d-4c3e-9f10-0a1b2c3d4e01', 'Chiara Ferrero',
    'draft', null);

-- ---------------------------------------------------------------------------------------------
-- Demo bank details (a documentation IBAN, not a real account) so bank transfer can be tried.
update public.shop_settings
set bank_account_holder = 'Bottega del Bun S.r.l.',
  iban = 'IT60X0542811101000000123456',
  bank_name = 'Banca Demo S.p.A. (coordinate dimostrative)',
  whatsapp = '+39 347 000 1234',
  -- The laboratory also works sesame, soy, eggs and milk: the precautionary line of the sheets.
  may_contain_allergens = '{sesamo,soia,uova,latte}';

-- ---------------------------------------------------------------------------------------------
-- Past orders for the demo customers, priced by the same function as place_order. Stock is not
-- touched: these are history. Their timelines and notifications get realistic timestamps.
do $$
declare
  admin_id constant uuid := '6f1c2a4e-1b2d-4c3e-9f10-0a1b2c3d4e01';
  seed record;
  priced jsonb;
  new_order_id uuid;
  customer public.profiles%rowtype;
  terms public.business_accounts%rowtype;
  address jsonb;
  steps text[];
begin
  for seed in
    select * from jsonb_to_recordset($json$[
      {"customer": "6f1c2a4e-1b2d-4c3e-9f10-0a1b2c3d4e03", "age": "45 days", "status": "delivered",
       "payment_method": "bank_transfer", "payment_status": "pending", "address": "Osteria",
       "lines": [{"slug": "bun-classico", "quantity": 12}, {"slug": "bun-brioche-burro", "quantity": 6}]},
      {"customer": "6f1c2a4e-1b2d-4c3e-9f10-0a1b2c3d4e03", "age": "25 days", "status": "delivered",
       "payment_method": "bank_transfer", "payment_status": "paid", "address": "Osteria",
       "notes": "Consegna entro le 11, grazie!",
       "lines": [{"slug": "bun-brioche-burro", "quantity": 10}, {"slug": "bun-classico", "quantity": 6}]},
      {"customer": "6f1c2a4e-1b2d-4c3e-9f10-0a1b2c3d4e02", "age": "18 days", "status": "delivered",
       "payment_method": "card", "payment_status": "paid", "address": "Casa", "reference": "cs_demo_giulia_0001",
       "lines": [{"slug": "bun-classico", "quantity": 2}, {"slug": "buns-patata", "quantity": 1}]},
      {"customer": "6f1c2a4e-1b2d-4c3e-9f10-0a1b2c3d4e03", "age": "11 days", "status": "delivered",
       "payment_method": "cash_on_delivery", "payment_status": "paid", "address": "Laboratorio catering",
       "lines": [{"slug": "buns-patata", "quantity": 12}, {"slug": "bun-integrale-cereali", "quantity": 4}]},
      {"customer": "6f1c2a4e-1b2d-4c3e-9f10-0a1b2c3d4e02", "age": "2 days", "status": "shipped",
       "payment_method": "card", "payment_status": "paid", "address": "Casa", "reference": "cs_demo_giulia_0002",
       "lines": [{"bundle": [{"slug": "bun-classico", "quantity": 2}, {"slug": "buns-patata", "quantity": 2},
                             {"slug": "bun-brioche-burro", "quantity": 1}], "quantity": 1, "id": "bundle-1763300000000"}]},
      {"customer": "6f1c2a4e-1b2d-4c3e-9f10-0a1b2c3d4e03", "age": "20 hours", "status": "in_preparation",
       "payment_method": "bank_transfer", "payment_status": "pending", "address": "Osteria",
       "lines": [{"slug": "bun-carbone-vegetale", "quantity": 4}, {"slug": "bun-brioche-burro", "quantity": 4}]},
      {"customer": "6f1c2a4e-1b2d-4c3e-9f10-0a1b2c3d4e03", "age": "30 minutes", "status": "received",
       "payment_method": "cash_on_delivery", "payment_status": "pending", "address": "Osteria",
       "notes": "Se possibile, consegna al mattino.",
       "lines": [{"slug": "bun-classico", "quantity": 8}, {"slug": "bun-rustico-olio", "quantity": 4}]}
    ]$json$::jsonb) as x(customer uuid, age interval, status text, payment_method text, payment_status text,
      address text, notes text, reference text, lines jsonb)
  loop
    -- The JSON above names products by slug; pricing wants ids.
    select jsonb_agg(
      case when line ? 'bundle' then jsonb_build_object(
        'id', line ->> 'id', 'quantity', (line ->> 'quantity')::int,
        'bundle', (select jsonb_agg(jsonb_build_object('product_id', p.id, 'quantity', (entry ->> 'quantity')::int))
                   from jsonb_array_elements(line -> 'bundle') entry
                   join public.products p on p.slug = entry ->> 'slug'))
      else (select jsonb_build_object('product_id', p.id, 'quantity', (line ->> 'quantity')::int)
            from public.products p where p.slug = line ->> 'slug')
      end)
    into priced
    from jsonb_array_elements(seed.lines) line;
    priced := private.price_order_lines(priced);

    select * into customer from public.profiles where id = seed.customer;
    select * into terms from public.business_accounts b where b.customer_id = seed.customer;
    select jsonb_build_object('label', a.label, 'recipient', a.recipient, 'street', a.street,
        'postal_code', a.postal_code, 'city', a.city, 'province', a.province, 'phone', a.phone, 'notes', a.notes)
      into address
      from public.delivery_addresses a where a.user_id = seed.customer and a.label = seed.address;

    insert into public.orders (
      user_id, status, payment_method, payment_status, subtotal, discount, shipping, total, delivery_date,
      delivery_address, invoice_data, customer_name, customer_email, notes, idempotency_key,
      payment_reference, paid_at, created_at, updated_at, payment_terms, payment_term_days, placed_by, placed_by_name
    ) values (
      seed.customer, seed.status, seed.payment_method, seed.payment_status,
      (priced ->> 'subtotal')::numeric, (priced ->> 'discount')::numeric, (priced ->> 'shipping')::numeric,
      (priced ->> 'total')::numeric,
      (private.delivery_dates_for(seed.customer, now() - seed.age))[1],
      address,
      private.order_invoice_snapshot(seed.customer, null),
      customer.full_name, customer.email, seed.notes, 'seed-' || md5(seed.customer::text || seed.age::text),
      seed.reference,
      case when seed.payment_status = 'paid' then now() - seed.age + interval '5 minutes' end,
      now() - seed.age, now() - seed.age,
      case seed.payment_method when 'bank_transfer' then coalesce(terms.payment_terms, 'immediate')
        when 'cash_on_delivery' then 'immediate' end,
      case seed.payment_method when 'bank_transfer' then coalesce(terms.payment_term_days, 0)
        when 'cash_on_delivery' then 0 end,
      seed.customer, customer.full_name
    )
    returning id into new_order_id;
    perform private.insert_order_items(new_order_id, priced);

    -- Rewrite the timeline: placed by the customer, moved on by the admin.
    steps := case seed.status
      when 'received' then array['received']
      when 'in_preparation' then array['received', 'in_preparation']
      when 'shipped' then array['received', 'in_preparation', 'shipped']
      else array['received', 'in_preparation', 'shipped', 'delivered']
    end;
    delete from public.order_status_history where order_id = new_order_id;
    insert into public.order_status_history (order_id, from_status, to_status, changed_by, changed_at)
    select new_order_id, steps[n - 1], steps[n],
      case when n = 1 then seed.customer else admin_id end,
      now() - seed.age + (array[interval '0', interval '4 hours', interval '20 hours', interval '44 hours'])[n]
    from generate_subscripts(steps, 1) as n;

    update public.admin_notifications
      set created_at = now() - seed.age,
        read_at = case when seed.age > interval '1 day' then now() - seed.age + interval '1 hour' end
      where payload ->> 'order_id' = new_order_id::text;
  end loop;
end;
$$;

-- The demo customers' sign-up notifications, already read.
insert into public.admin_notifications (type, title, body, payload, read_at, created_at)
select 'new_user', 'Nuovo utente registrato', format('%s (%s) ha creato un account.', p.full_name, p.email),
  jsonb_build_object('user_id', p.id, 'name', p.full_name, 'email', p.email),
  p.created_at + interval '2 hours', p.created_at
from public.profiles p
where p.id in ('6f1c2a4e-1b2d-4c3e-9f10-0a1b2c3d4e02', '6f1c2a4e-1b2d-4c3e-9f10-0a1b2c3d4e03');

-- A few newsletter sign-ups and a handled contact message for the admin screens.
insert into public.newsletter_subscribers (email, privacy_accepted, created_at)
values
  ('giulia.rossi@example.com', true, now() - interval '39 days'),
  ('marco.bianchi@example.com', true, now() - interval '21 days'),
  ('chef.ferraris@example.com', true, now() - interval '9 days');

insert into public.contact_messages (user_id, name, email, phone, subject, message, created_at, handled_at)
values (
  null, 'Marco Bianchi', 'marco.bianchi@example.com', '+39 333 120 4455', 'Fornitura per un food truck',
  'Buongiorno, gestisco un food truck a Torino e vorrei provare i vostri bun di patate: fate consegne il sabato mattina? Grazie, Marco',
  now() - interval '12 days', now() - interval '11 days'
);
update public.admin_notifications
  set created_at = now() - interval '12 days', read_at = now() - interval '11 days'
  where type = 'contact_message';
