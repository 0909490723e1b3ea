//! The server's resources: the method as the tool applies it (`docs/method.md`) and the
//! sample projects, built into the program (they are its own, not the user's files, so no
//! folder needs to be allowed for them).

use rmcp::model::{ErrorData, ReadResourceResult, Resource, ResourceContents};

/// The URI of the method's documentation.
pub const METHOD_URI: &str = "keyspace-studio://docs/method.md";

/// The method as the tool applies it.
const METHOD: &str = include_str!("../../../docs/method.md");

/// Every sample project: its file name and text.
pub const SAMPLES: [(&str, &str); 12] = [
    ("books.json", include_str!("../../../sample-projects/books.json")),
    ("hotel.json", include_str!("../../../sample-projects/hotel.json")),
    ("iot-metrics.json", include_str!("../../../sample-projects/iot-metrics.json")),
    ("online-supermarket.json", include_str!("../../../sample-projects/online-supermarket.json")),
    ("orders.json", include_str!("../../../sample-projects/orders.json")),
    ("product-catalogue.json", include_str!("../../../sample-projects/product-catalogue.json")),
    ("sensor-readings.json", include_str!("../../../sample-projects/sensor-readings.json")),
    ("social.json", include_str!("../../../sample-projects/social.json")),
    ("student-projects.json", include_str!("../../../sample-projects/student-projects.json")),
    ("vehicle-rental.json", include_str!("../../../sample-projects/vehicle-rental.json")),
    ("vet-clinic.json", include_str!("../../../sample-projects/vet-clinic.json")),
    ("video-sharing.json", include_str!("../../../sample-projects/video-sharing.json")),
];

/// A sample's URI.
pub fn sample_uri(file: &str) -> String {
    format!("keyspace-studio://samples/{file}")
}

/// The resources listed.
pub fn list() -> Vec<Resource> {
    let mut out = vec![
        Resource::new(METHOD_URI, "method")
            .with_title("The Chebotko method as Keyspace Studio applies it")
            .with_description(
                "Query-first Cassandra data modelling: the mapping rules MR1-MR5, keys, buckets, the checks",
            )
            .with_mime_type("text/markdown")
            .with_size(METHOD.len() as u64),
    ];
    for (file, text) in SAMPLES {
        let name = file.trim_end_matches(".json");
        let description = serde_json::from_str::<serde_json::Value>(text)
            .ok()
            .and_then(|v| v.get("description").and_then(|d| d.as_str()).map(str::to_owned))
            .unwrap_or_default();
        out.push(
            Resource::new(sample_uri(file), format!("sample-{name}"))
                .with_title(format!("Sample project: {name}"))
                .with_description(description)
                .with_mime_type("application/json")
                .with_size(text.len() as u64),
        );
    }
    out
}

/// The text of a resource.
pub fn read(uri: &str) -> Result<ReadResourceResult, ErrorData> {
    let (text, mime) = if uri == METHOD_URI {
        (METHOD, "text/markdown")
    } else if let Some((_, text)) = SAMPLES.iter().find(|(file, _)| sample_uri(file) == uri) {
        (*text, "application/json")
    } else {
        return Err(ErrorData::resource_not_found(format!("no resource {uri:?}; resources/list names them"), None));
    };
    Ok(ReadResourceResult::new(vec![ResourceContents::text(text, uri).with_mime_type(mime)]))
}
