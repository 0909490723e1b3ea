-- A film rental shop's counter and back office, as its application queries the database
-- (PostgreSQL, $n parameters). Written for Keyspace Studio's relational import, against
-- the Pagila schema (its pg_dump is one of the shared fixtures):
--   keyspace-studio import pagila-postgresql.sql sample-projects/sql/pagila-rental-desk.sql -o pagila.json
-- Each query's comment is the task it serves; the import keeps it with the SQL.

-- Counter: find a customer by email
SELECT c.customer_id, c.first_name, c.last_name, c.activebool
FROM customer c
WHERE c.email = $1;

-- Counter: a customer's rentals, newest first
SELECT r.rental_id, r.rental_date, r.return_date, f.title
FROM rental r
JOIN inventory i ON i.inventory_id = r.inventory_id
JOIN film f ON f.film_id = i.film_id
WHERE r.customer_id = $1
ORDER BY r.rental_date DESC;

-- Counter: the copies of a film a store holds
SELECT i.inventory_id, i.last_update
FROM inventory i
WHERE i.film_id = $1 AND i.store_id = $2;

-- Catalogue: a film's page
SELECT f.title, f.description, f.release_year, f.rental_rate, f.length, l.name
FROM film f
JOIN language l ON l.language_id = f.language_id
WHERE f.film_id = $1;

-- Catalogue: the cast of a film
SELECT a.actor_id, a.first_name, a.last_name
FROM film_actor fa
JOIN actor a ON a.actor_id = fa.actor_id
WHERE fa.film_id = $1;

-- Catalogue: the films of a category, by title
SELECT f.film_id, f.title, f.rental_rate
FROM film_category fc
JOIN film f ON f.film_id = fc.film_id
WHERE fc.category_id = $1
ORDER BY f.title;

-- Back office: a customer's payments
SELECT p.payment_id, p.payment_date, p.amount
FROM payment p
WHERE p.customer_id = $1
ORDER BY p.payment_date DESC;

-- Back office: staff sign-in
SELECT s.staff_id, s.first_name, s.store_id
FROM staff s
WHERE s.username = $1 AND s.password = $2;

-- Counter: a copy goes out
INSERT INTO rental (rental_date, inventory_id, customer_id, staff_id) VALUES ($1, $2, $3, $4);

-- Counter: a copy comes back
UPDATE rental SET return_date = $1 WHERE rental_id = $2;

-- Counter: the customer pays
INSERT INTO payment (customer_id, staff_id, rental_id, amount, payment_date) VALUES ($1, $2, $3, $4, $5);

-- Back office: a staff member changes their password
UPDATE staff SET password = $1 WHERE staff_id = $2;

-- Back office: a customer closes their account
UPDATE customer SET activebool = false WHERE customer_id = $1;
