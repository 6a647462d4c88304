/// The one-time move of a file store's records into the Secret Service, when the service is
/// chosen for a store that has files: every record is copied and read back before the files
/// (entries and key) are deleted, so nothing is lost and no secret stays on disk.
enum KeychainMigration {
    /// Moves every record of `files` into `target` and returns how many moved. On any error
    /// (a file that does not open, a write the target refuses, a read-back that differs) it
    /// throws before deleting anything: the file store stays exactly as it was.
    static func move(from files: KeychainFileStore, to target: some KeychainRecordStore) throws(StorageError) -> Int {
        let records = try files.readEveryRecord()
        for record in records {
            try target.store(record)
            let readBack: KeychainRecord
            do {
                readBack = try target.record(forKey: record.key)
            } catch {
                throw .migrationFailed("\(record.key) could not be read back: \(error)")
            }
            guard readBack == record else { throw .migrationFailed("\(record.key) read back different") }
        }
        try files.deleteEverything()
        return records.count
    }
}
