// Pieces the system templates share, joined into each body when it is defined: a stored body is
// whole, with no include (the template language has none, docs/decisions.md 252).

/** The sender and the addressee, as a letter opens. */
export const LETTER_HEAD = `<p><strong>{{ lessor.name }}</strong><br>{{ lessor.address }}</p>
<p>{{ lessee.name }}<br>{{ property.address }}</p>
<p>{{ document.place }}, le {{ document.date }}</p>`;

/** The dwelling and the lease a letter is about. */
export const LEASE_REFERENCE = `<p>Logement : {{ property.name }}, {{ property.address }}<br>Bail {{ lease.reference }} du {{ lease.start_date }}</p>`;

/** A table of lines (label, amount). */
export const linesTable = (list: string, label: string) => `<table>
<tr><th>${label}</th><th>Montant</th></tr>
{% for line in ${list} %}<tr><td>{{ line.label }}</td><td>{{ line.amount }}</td></tr>{% endfor %}
</table>`;

export const LESSOR_SIGNATURE = `<p>{{ lessor.name }}</p>`;
