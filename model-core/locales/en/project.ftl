# The project's own words: time units, and the functions an aggregate may use (model_core::project).

project-needs-map-not-frozen-not = { $f }() needs a map that is not frozen, not { $ty }
project-values-needs-collection-not-frozen-not = VALUES() needs a collection that is not frozen, not { $ty }
project-full-needs-frozen-collection-not = FULL() needs a frozen collection, not { $ty }
time-unit-second = second
time-unit-minute = minute
time-unit-hour = hour
time-unit-day = day
time-unit-week = week
time-unit-month = month
time-unit-year = year
# Several of a unit ("a range over several days"); $unit is the unit's name in the project file (day).
time-unit-several = { $unit ->
        [second] seconds
        [minute] minutes
        [hour] hours
        [day] days
        [week] weeks
        [month] months
       *[year] years
    }
time-unit-one-second = one second
time-unit-one-minute = one minute
time-unit-one-hour = one hour
time-unit-one-day = one day
time-unit-one-week = one week
time-unit-one-month = one month
time-unit-one-year = one year

# An aggregate function of a query (`count`, `sum`...).
aggregate-count = count
aggregate-sum = sum
aggregate-avg = avg
aggregate-min = min
aggregate-max = max
