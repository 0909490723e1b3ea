# The ER diagram's conceptual model (model_core::er).

er-specialisation-names-entity-does-not-exist = specialisation { $id } names entity { $e }, which does not exist
er-remove-from-specialisation-create-entity = Remove it from the specialisation, or create the entity.
er-listed-subtype-itself = { $sup } is listed as a subtype of itself
er-remove-from-own-subtypes = Remove { $sup } from its own subtypes.
er-specialisation-has-no-subtype = the specialisation of { $sup } has no subtype
er-connect-subtype-delete = Connect a subtype to it, or delete it.
er-through-supertypes-subtype-itself = { $n } is, through its supertypes, a subtype of itself
er-break-cycle-isa-links = Break the cycle of IsA links.
er-subtype-marks-key-attributes-but-identified = subtype { $n } marks key attributes, but it is identified by its supertype { $sup }'s key; its own are ignored
er-unmark-key-attributes-inherits-key = Unmark { $n }'s key attributes (it inherits { $sup }'s key).
er-alternate-key-names-not-attribute = an alternate key of { $n } names { $what }, which is not an attribute of { $n }
er-make-alternate-key-own-attributes = Make the alternate key of { $n }'s own attributes.
er-goes-through-relationship-does-not-exist = { $id } goes through relationship { $r }, which does not exist
er-choose-another-relationship-inspector = Choose another relationship in the inspector.
er-names-both-entity-relationship-subject-relationship = { $id } names both an entity and a relationship as its subject; the relationship is used
er-keep-one-two = Keep one of the two.
er-aggregates-does-not-exist = { $id } aggregates { $a }, which does not exist
er-choose-another-attribute-aggregate = Choose another attribute for the aggregate.
er-needs-attribute = { $id }: { $f } needs an attribute
er-aggregate-not-a-number = { $id }: the { $f } of { $a }, which is not a number: a sum or an average adds values, and only numbers can be added
er-choose-number-aggregate = Choose a number attribute (int, bigint, decimal, double...), or count, min or max.
er-choose-attribute-aggregate = Choose the attribute to aggregate.

er-owned-through-itself = weak entity { $n } is owned by itself through its owners ({ $chain }): its key would never end
er-give-strong-owner = Give one of them a strong owner (an entity with a key of its own), or make it a strong entity.

er-role-self-missing = relationship { $relationship } joins { $entity } to itself, but its ends have no roles: a query cannot say which { $entity } it means
er-role-self-same = relationship { $relationship } joins { $entity } to itself, and both its ends play { $role }: a query cannot say which { $entity } it means
er-role-fix-write-roles = Write the role each end of { $relationship } plays in its inspector (follower and followed), then name the role in the queries.
er-role-unknown = { $id } names { $entity } in the role { $role }, which no relationship end of { $entity } plays
er-role-fix-choose-role = Choose one of its roles: { $roles }.
er-role-fix-write-role = Write { $role } beside { $entity } at the end of the relationship it means, or remove the role from the query.
er-role-on-relationship-attribute = { $id } names a role on an attribute of relationship { $relationship }: roles are played by the entities at its ends
er-role-fix-remove-role = Remove the role, or name it on the attribute of the entity at that end.
er-role-query-refused = { $id } is refused: it goes across { $relationship }, which joins { $entity } to itself, without saying which { $entity } each attribute belongs to; both would land in one column
er-role-fix-name-role-in-query = Name the role of the attributes in the query's inspector: { $a } or { $b }.
er-role-join-guessed = { $id } finds { $entity } in several roles and goes across { $relationship } to { $other }, which has no role at { $entity }'s end: it joins { $entity } ({ $role }), the first it finds
er-role-join-guessed-fix = To join { $other } to another { $entity }, name that { $entity }'s attributes without a role (the entity named plainly is the one at the other end).
er-period-does-not-exist = { $id } keeps its aggregates per period of { $a }, which does not exist
er-period-choose-time = Choose a timestamp, timeuuid or date attribute for the period (the query inspector's Per).
er-period-not-a-time = { $id } keeps its aggregates per period of { $a }, which is not a time (timestamp, timeuuid or date)
er-period-finer-than-date = { $id } keeps its aggregates per { $unit } of { $a }, a date: a date has no part of a day
er-period-day-or-longer = Choose a day or a longer period, or a timestamp attribute.
er-period-without-aggregates = { $id } has a period but no aggregate: the period is ignored
er-period-add-aggregate = Add the aggregates to keep per period, or remove the period.
