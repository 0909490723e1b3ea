-- The Chinook music store's web front and back office, as its application queries the
-- database (PostgreSQL, $n parameters). Written for Keyspace Studio's relational import:
--   keyspace-studio import ../shared/fixtures/sql/chinook-postgresql.sql \
--       sample-projects/sql/chinook-storefront.sql -o chinook.json
-- Each query's comment is the task it serves; the import keeps it with the SQL.

-- Browse: the albums of an artist, by title
SELECT al.album_id, al.title
FROM album al
WHERE al.artist_id = $1
ORDER BY al.title;

-- Album page: its tracks in track order
SELECT t.track_id, t.name, t.composer, t.milliseconds, t.unit_price
FROM track t
WHERE t.album_id = $1
ORDER BY t.track_id;

-- Account page: a customer's invoices, newest first
SELECT i.invoice_id, i.invoice_date, i.total
FROM invoice i
WHERE i.customer_id = $1
ORDER BY i.invoice_date DESC
LIMIT 50;

-- Receipt: an invoice with its lines
SELECT il.invoice_line_id, t.name, il.unit_price, il.quantity
FROM invoice_line il
JOIN track t ON t.track_id = il.track_id
WHERE il.invoice_id = $1
ORDER BY il.invoice_line_id;

-- Playlist page: its tracks
SELECT t.track_id, t.name, t.composer, t.milliseconds
FROM playlist_track pt
JOIN track t ON t.track_id = pt.track_id
WHERE pt.playlist_id = $1;

-- Shop by genre: tracks of a genre within a price range, cheapest first
SELECT t.track_id, t.name, t.unit_price
FROM track t
WHERE t.genre_id = $1 AND t.unit_price BETWEEN $2 AND $3
ORDER BY t.unit_price;

-- Charts: the best-selling tracks
SELECT t.track_id, t.name, COUNT(*) AS sales
FROM invoice_line il
JOIN track t ON t.track_id = il.track_id
GROUP BY t.track_id, t.name
ORDER BY sales DESC
LIMIT 10;

-- Search box: tracks whose name contains the words typed
SELECT t.track_id, t.name, t.composer
FROM track t
WHERE t.name LIKE '%' || $1 || '%'
LIMIT 25;

-- Support desk: a representative's customers in a country or a city
SELECT c.customer_id, c.first_name, c.last_name, c.email
FROM customer c
WHERE c.support_rep_id = $1 AND (c.country = $2 OR c.city = $3);

-- Artist page: every track of an artist with its album and genre
SELECT ar.name, al.title, t.name, g.name
FROM artist ar
JOIN album al ON al.artist_id = ar.artist_id
JOIN track t ON t.album_id = al.album_id
JOIN genre g ON g.genre_id = t.genre_id
WHERE ar.artist_id = $1
ORDER BY al.title, t.track_id;

-- Sign-in: a customer by email
SELECT * FROM customer WHERE email = $1;

-- Back office: the employees who report to a manager
SELECT e.employee_id, e.first_name, e.last_name, e.title
FROM employee e
WHERE e.reports_to = $1
ORDER BY e.last_name;

-- Checkout: the invoice and its lines are written
INSERT INTO invoice (invoice_id, customer_id, invoice_date, billing_address, billing_city, billing_country, total)
VALUES ($1, $2, $3, $4, $5, $6, $7);
INSERT INTO invoice_line (invoice_line_id, invoice_id, track_id, unit_price, quantity) VALUES ($1, $2, $3, $4, $5);

-- Account page: the customer changes their email
UPDATE customer SET email = $1 WHERE customer_id = $2;

-- Playlist editor: a track is removed from a playlist
DELETE FROM playlist_track WHERE playlist_id = $1 AND track_id = $2;
